! STOP 'message' and QUIET=.
! REQUIRES: gfortran
! RUN: %diff-gfortran --compare-stderr %s
program io_stop_string
  implicit none
  logical :: q
  q = .false.
  print *, 'x'
  stop 'done here', quiet=q
end program io_stop_string
