! ATAN(Y, X) is ATAN2(Y, X): constant arguments folded at compile time give
! the same angle, in every quadrant, as the run-time call.
! RUN: %diff-gfortran %s
program atan_two_args_fold
  implicit none
  real, parameter :: q1 = atan(1.0, 1.0), q2 = atan(1.0, -1.0)
  real, parameter :: q3 = atan(-1.0, -1.0), q4 = atan(-1.0, 1.0)
  double precision, parameter :: d = atan(3d0, -5d0)
  real :: y = 1.0, x = -1.0
  print *, q1, q2, q3, q4
  print *, d
  print *, atan(y, x) == q2, atan(-y, x) == q3
  print *, atan(2.0, -0.5), atan2(2.0, -0.5)
end program
