! MAXLOC/MINLOC with BACK= (the last of equal extremes).
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program intr_loc_back
  implicit none
  integer :: a(6)
  real :: r(4)
  a = [4, 9, 1, 9, 1, 7]
  r = [2.0, 2.0, -1.0, -1.0]
  print *, maxloc(a, 1, back=.true.), minloc(a, 1, back=.true.), maxloc(a, 1, back=.false.)
  print *, maxloc(r, back=.true.), minloc(r, back=.true.), minloc(r)
end program intr_loc_back
