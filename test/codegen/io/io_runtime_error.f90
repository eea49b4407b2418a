! A run-time I/O error names the statement's line and file like gfortran's
! ("At line 9 of file ...") and exits with status 2.
! REQUIRES: gfortran
! RUN: %diff-gfortran --compare-stderr %s
program io_runtime_error
  integer :: i
  character(len=5) :: s
  s = 'abc'
  read(s, *) i
  print *, 'not reached', i
end program io_runtime_error
