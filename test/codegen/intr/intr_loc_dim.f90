! MAXLOC/MINLOC (with and without DIM, MASK=), reductions with DIM= over
! rank-2 arrays, printed and assigned.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program intr_loc_dim
  implicit none
  integer :: a(6), b(2,3), loc1(1), loc2(2), s(3), t(2)
  real :: r(4)
  a = [3, 9, 2, 9, -1, 5]
  b(1,:) = [4, 8, 1]
  b(2,:) = [7, 0, 6]
  r = [1.5, -2.0, 8.25, 8.25]
  print *, maxloc(a, dim=1), minloc(a, dim=1), maxloc(r, 1), minloc(r, 1)
  loc1 = maxloc(a)
  loc2 = maxloc(b)
  print *, loc1, loc2, minloc(b)
  print *, maxloc(a, 1, mask=a < 9), minloc(a, 1, mask=a > 100)
  s = sum(b, dim=1)
  t = maxval(b, dim=2)
  print *, s, t, product(b, 1), minval(b, 2), count(b > 3, 1), any(b == 0, 2)
  print *, maxloc(b, 1), minloc(b, 2)
end program intr_loc_dim
