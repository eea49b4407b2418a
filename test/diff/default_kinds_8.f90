! -fdefault-real-8 -fdefault-integer-8 (nvfortran: -r8 -i8): default REAL,
! COMPLEX, INTEGER and LOGICAL are 8 bytes, in declarations, implicit
! typing, literals and the default-kind results of intrinsics, as gfortran.
! RUN: %diff-gfortran -fdefault-real-8 -fdefault-integer-8 -fdefault-double-8 %s
! RUN: %cuf90 -r8 -i8 %s -o %t && %t | FileCheck %s
! CHECK: 8 8 8 8 8 8 8
module default_kinds_m
  real :: third = 1.0 / 3.0
  integer :: big = 2147483647
end module

subroutine inquiries
  integer :: a(5), n
  character(len=7) :: s = 'abc'
  a = [1, 2, 3, 4, 5]
  n = size(a)
  print *, n, len(s), len_trim(s), index(s, 'b'), lbound(a), ubound(a, 1), maxloc(a), sum(a)
  print *, shape(a), count(a > 2), kind(.true.)
end subroutine

program default_kinds
  use default_kinds_m
  implicit none
  real :: y
  integer :: i
  complex :: z
  logical :: l
  y = 1.0 / 3.0
  z = cmplx(y, 2.0)
  i = big
  i = i + 1
  l = .true.
  print '(7(i0, 1x))', kind(third), kind(y), kind(z), kind(i), kind(1), kind(1.0), kind(l)
  print *, third, y, z
  print *, i, huge(i), int(y * 10), nint(2.5), floor(y)
  print *, real(i), sqrt(2.0), 1.0e0 / 7
  call inquiries
end program
