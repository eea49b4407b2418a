! Automatic arrays and CHARACTER of run-time length in BLOCKs of the main
! program, nested and in a loop (a new size each time).
! RUN: %diff-gfortran %s
program block_automatic
  implicit none
  integer :: n, k
  real :: s
  n = 3
  block
    real, dimension(n) :: a
    character(len=n + 1) :: c
    a = 3.
    c = 'abcdefg'
    block
      integer :: b(2 * n, n)
      b = 1
      s = sum(a) + sum(b)
    end block
    print *, s, c, len(c)
  end block
  do k = 1, 4
    block
      integer :: w(k)
      w = [(10 * n + k, n = 1, k)]
      print *, size(w), sum(w)
    end block
  end do
end program
