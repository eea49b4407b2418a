! -fcheck=bounds: the same message and exit status as gfortran's.
! RUN: %diff-gfortran --compare-stderr -fcheck=bounds %s
program run_bounds
  implicit none
  integer :: a(2:10), i
  a = 0
  do i = 2, 10
    a(i) = i
  end do
  print *, sum(a)
  i = 11
  a(i) = 1
  print *, 'not reached'
end program run_bounds
