! Non-advancing I/O: ADVANCE='NO' output building one line from several
! statements, a prompt without a newline, ADVANCE='NO' input with SIZE=
! counting the characters read, EOR= at the end of a record, PAD=, reading
! a record in pieces; output to ERROR_UNIT (compared on stderr), to unit 0
! and to OUTPUT_UNIT, and FLUSH.
! RUN: %diff-gfortran --compare-stderr %s
! RUN: %diff-gfortran --compare-stderr -O2 %s
program io_nonadvancing
  use, intrinsic :: iso_fortran_env, only: error_unit, output_unit
  implicit none
  integer :: i, u, n, ios
  character(len=4) :: piece
  character(len=10) :: word
  character(len=80) :: msg

  do i = 1, 5
    write (*, '(I2)', advance='no') i
  end do
  write (*, '(A)') ' <- one line'
  write (*, '(A)', advance='no') 'prompt> '
  write (*, '(A)') 'answer'
  write (output_unit, '(A, I0)') 'output_unit = ', output_unit
  write (error_unit, '(A)') 'to stderr through ERROR_UNIT'
  write (0, *) 'list-directed to unit 0', 42
  flush (error_unit)

  open (newunit=u, status='scratch')
  write (u, '(A)') 'abcdefghij'
  write (u, '(A)') 'xy'
  write (u, '(A)') ''
  write (u, '(A)') '12345'
  rewind (u)
  ! the first record in 4-character pieces
  do
    read (u, '(A4)', advance='no', size=n, eor=10, iostat=ios) piece
    print *, 'piece [', piece, '] size', n, ios
  end do
10 print *, 'EOR after size', n, ' piece [', piece, ']'
  ! a short record with PAD='YES' (the default): EOR= taken, padded with blanks
  read (u, '(A10)', advance='no', size=n, iostat=ios) word
  print *, 'short: [', word, '] size', n, 'iostat', ios
  ! an empty record
  read (u, '(A)', advance='no', size=n, iostat=ios, iomsg=msg) word
  print *, 'empty: size', n, 'iostat', ios
  ! integers out of one record without advancing, then the rest
  read (u, '(I2)', advance='no') i
  print *, 'first two digits', i
  read (u, '(I3)') i
  print *, 'the rest', i
  read (u, '(A)', iostat=ios, iomsg=msg) word
  print *, 'at the end: iostat < 0 is', ios < 0, ' ', trim(msg)
  close (u)
  open (newunit=u, status='scratch', pad='no')
  write (u, '(A)') 'ab'
  rewind (u)
  read (u, '(A4)', iostat=ios, iomsg=msg) piece
  print *, 'PAD=NO short record: iostat > 0 is', ios > 0, ' ', trim(msg)
  close (u)
end program io_nonadvancing
