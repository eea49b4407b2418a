! TRANSFER with a scalar result, FINDLOC (DIM=, BACK=, MASK=, characters).
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program intr_transfer_findloc
  implicit none
  integer :: a(6), i, k(1)
  real :: x
  character(len=3) :: w(4)
  integer(8) :: big
  x = 1.0
  i = transfer(x, i)
  print *, i, transfer(1078530011, 1.0), transfer(-1.0d0, 1_8)
  big = transfer([1, 2], big)
  print *, big
  a = [4, 7, 1, 7, 9, 7]
  print *, findloc(a, 7, dim=1), findloc(a, 7, dim=1, back=.true.), findloc(a, 3, dim=1)
  k = findloc(a, 9)
  print *, k, findloc(a, 7, dim=1, mask=a > 100)
  w = ['ab ', 'cd ', 'ef ', 'cd ']
  print *, findloc(w, 'cd', dim=1), findloc([1.5, 2.5], 2.5, dim=1)
end program intr_transfer_findloc
