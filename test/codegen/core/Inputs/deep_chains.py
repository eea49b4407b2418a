"""Writes a program whose statements are operator chains of N terms
(+ of variables and constants, .and., //), as generated code has them.
Usage: deep_chains.py N"""
import sys

n = int(sys.argv[1])
print("program deep_chains")
print("  implicit none")
print("  integer :: i, s, k")
print("  logical :: t, u")
print("  character(len=%d) :: c" % n)
print("  character :: a")
print("  i = 1; t = .true.; a = 'a'")
print("  s = " + " + ".join("i" for _ in range(n)))
print("  k = " + " + ".join("1" for _ in range(n)))
print("  u = " + " .and. ".join("t" for _ in range(n)))
print("  c = " + " // ".join("'b'" for _ in range(n)))
print("  if (s /= %d .or. k /= %d .or. .not. u) stop 1" % (n, n))
print("  if (len_trim(c) /= %d .or. c(%d:%d) /= 'b') stop 2" % (n, n, n))
print("  c = a // a // a // a // a // a // a // a")
print("  if (c(1:8) /= 'aaaaaaaa') stop 3")
print("  print '(a)', 'PASS'")
print("end program")
