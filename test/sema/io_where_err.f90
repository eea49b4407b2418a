! I/O control lists and items, WHERE masks, FORALL and DO CONCURRENT
! indices, STOP codes.
! RUN: %check-diags %s
program io_where
  implicit none
  integer :: i, ios, a(4), u
  real :: r, b(4)
  character(len=20) :: line
  namelist /nl/ i, r
  write (*, '(i5)') i
  write (6, 100) i, r
  read (line, *) i, r
  write (*, nml=nl)
  open (newunit=u, file='x.dat', status='replace', iostat=ios)
  read (u, *, iostat=ios, end=200) a
  write (*, 300) i ! ERROR: Label 300 referenced in a format specifier is not defined
  write (*, 200) i ! ERROR: Label 200 does not label a FORMAT statement
  read (*, *) i + 1 ! ERROR: Expression is not a variable and cannot appear in an input list
  write (*, *, iostat=r) i ! ERROR: iostat= must be a scalar INTEGER variable
  write (r, *) i ! ERROR: UNIT= must be a scalar INTEGER or a CHARACTER variable, not REAL(4)
  read ('12', *) i ! ERROR: An internal file must be a CHARACTER variable, not an expression.
  write (*, *) (a(i), i = 1, 4)
  where (b > 0.0)
    b = 1.0 / b
  elsewhere
    b = 0.0
  end where
  where (r > 0.0) b = 1.0 ! ERROR: WHERE mask must be a LOGICAL array
  forall (i = 1:4) a(i) = i
  forall (r = 1:4) b(1) = 0 ! ERROR: Index 'r' must be INTEGER, not REAL(4)
  do concurrent (i = 1:4, a(i) > 0)
    b(i) = a(i)
  end do
  stop 1.5 ! ERROR: STOP code must be a scalar INTEGER or CHARACTER expression
100 format (i5, f8.3)
200 continue
end program
