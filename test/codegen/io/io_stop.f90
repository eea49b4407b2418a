! STOP with an integer code: message on stderr and exit status as gfortran.
! REQUIRES: gfortran
! RUN: %diff-gfortran --compare-stderr %s
program io_stop
  implicit none
  integer :: code
  code = 3
  print *, 'before stop'
  if (code > 0) stop code
  print *, 'not reached'
end program io_stop
