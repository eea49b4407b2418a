! CSHIFT, EOSHIFT (with BOUNDARY and DIM) and SPREAD, assigned and printed.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program intr_shift_spread
  implicit none
  integer :: a(5), b(5), m(2,3), m2(2,3), s(3,2), i
  real :: r(4)
  a = [1, 2, 3, 4, 5]
  b = cshift(a, 2)
  print *, b
  print *, cshift(a, -1), eoshift(a, 2), eoshift(a, -2, 9)
  m = reshape([1, 2, 3, 4, 5, 6], [2, 3])
  m2 = cshift(m, 1, dim=2)
  print *, m2
  print *, eoshift(m, 1, dim=1)
  s = spread([7, 8, 9], 2, 2)
  print *, s
  print *, spread(a(1:2), 1, 3)
  r = [1.0, 2.0, 3.0, 4.0]
  print *, eoshift(r, 1, -1.0), cshift(r, 3)
end program intr_shift_spread
