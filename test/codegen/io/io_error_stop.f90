! ERROR STOP with a character code: exit status 1 (stderr carries a backtrace).
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program io_error_stop
  implicit none
  print *, 'before error stop'
  error stop 'fatal: ' // 'bad input'
end program io_error_stop
