! Changeable modes and internal files: BN/BZ and BLANK=, DECIMAL='COMMA'
! on OPEN, WRITE and READ (and the DC/DP descriptors), DELIM= on list-
! directed output, SIGN= and ROUND= specifiers and the RU/RD/RZ/RN/RC
! descriptors, list-directed and formatted internal READ and WRITE
! (scalar and array internal files), and a format held in a character
! array.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program io_modes
  implicit none
  integer :: i, j, k, u, iv(3)
  real :: r, s
  character(len=60) :: line
  character(len=8) :: rows(3)
  character(len=6) :: fmtparts(3)
  complex :: z

  ! blanks in numeric input fields
  line = ' 1 2  3'
  read (line, '(BN, I4, I3)') i, j
  read (line, '(BZ, I4, I3)') k, iv(1)
  print *, i, j, k, iv(1)
  read (line, '(I4)', blank='zero') i
  print *, i
  ! decimal comma
  write (*, '(DC, F8.3, 1X, DP, F8.3)') 3.25, 3.25
  write (*, *, decimal='comma') 1.5, (2.0, -1.0)
  line = '2,75;  4,5'
  read (line, *, decimal='comma') r, s
  print *, r, s
  open (newunit=u, status='scratch', decimal='comma', delim='quote')
  write (u, *) 0.5, 'quoted'
  rewind (u)
  read (u, '(A)') line
  print *, trim(line)
  close (u)
  write (*, *, delim='apostrophe') 'it''s', 'x'
  write (*, *, delim='quote') 'say "hi"'
  ! signs and rounding
  write (*, '(I4, F6.1)', sign='plus') 3, 2.5
  write (*, '(SP, I4, SS, I4)') 3, 3
  write (*, '(RU, F6.2, 1X, RD, F6.2, 1X, RZ, F6.2, 1X, RN, F6.2, 1X, RC, F6.2)') &
      1.005, 1.005, -1.005, 2.125, 2.125
  write (*, '(F6.2)', round='up') 1.001
  write (*, '(F6.2)', round='down') 1.009
  ! internal files
  write (line, '(3I4)') 10, 20, 30
  read (line, *) iv
  print *, iv
  write (rows, '(I8)') 1, 22, 333
  print '(3("[", A, "]"))', rows
  read (rows, '(I8)') iv
  print *, iv
  write (line, *) 'list', 7, 2.5
  print *, '[', trim(line), ']'
  z = (0.0, 0.0)
  line = '(3.5, -1.0)'
  read (line, *) z
  print *, z
  ! a format in a character array: its elements, concatenated
  fmtparts = ['(I3,  ', '"-",  ', 'I3)   ']
  write (*, fmtparts) 4, 5
end program io_modes
