! The short READ forms: READ label, READ character-constant, READ *, READ
! character-variable (with PRINT of the same forms).
! RUN: %diff-gfortran --stdin %S/Inputs/io_read_forms.txt %s
! RUN: %diff-gfortran -O2 --stdin %S/Inputs/io_read_forms.txt %s
program io_read_forms
  implicit none
  integer :: n, m
  real :: x
  character(len=10) :: fmtv = '(A)', s
  read 100, n
100 format (I2)
  read '(I3)', m
  read *, x
  read fmtv, s
  print fmtv, s
  print 200, n, m, x
200 format ('n=', I0, ' m=', I0, ' x=', F4.1)
end program io_read_forms
