! -fcheck=bounds on the second dimension of an allocatable array, below the lower bound.
! RUN: %diff-gfortran --compare-stderr -fcheck=bounds %s
program run_bounds_2d
  implicit none
  real, allocatable :: m(:, :)
  integer :: j
  allocate(m(3, 0:4))
  m = 1.0
  j = -1
  print *, m(2, j)
end program run_bounds_2d
