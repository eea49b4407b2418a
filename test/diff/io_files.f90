! External files: sequential unformatted records of mixed types (scalars,
! arrays, strings, a derived type) read back in part and whole, BACKSPACE
! over unformatted and formatted records, ENDFILE, APPEND, INQUIRE by unit
! and by file (EXIST=, OPENED=, NUMBER=, NAMED=, NAME=, SIZE=, ACCESS=,
! FORM=, ACTION=, POSITION=, RECL=, NEXTREC=, READ=/WRITE=), ERR=, END=,
! IOSTAT= and IOMSG= on every failure path, NEWUNIT=, STATUS= of CLOSE.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program io_files
  implicit none
  type rec
    integer :: id
    real(8) :: v(2)
    character(len=3) :: tag
  end type
  integer :: u, v, i, n, ios, nrec, num
  integer(8) :: sz
  real :: x, arr(4)
  real(8) :: d
  complex :: z
  logical :: ex, op, nm, l
  character(len=8) :: s
  character(len=64) :: nam, acc, frm, act, pos, rd, wr
  character(len=100) :: msg
  type(rec) :: r, r2

  ! unformatted sequential records of mixed types
  open (newunit=u, file='mixed.bin', form='unformatted', status='replace', action='readwrite')
  r%id = 9; r%v = [1.5d0, -2.5d0]; r%tag = 'abc'
  write (u) 1, 2.5, 'text', .true.
  write (u) [(real(i), i = 1, 4)], 3.0d0
  write (u) r
  write (u) 12345_8
  rewind (u)
  read (u) n, x, s(1:4), l
  print *, n, x, s(1:4), l
  read (u) arr
  print *, arr
  read (u) r2
  print *, r2%id, r2%v, r2%tag
  backspace (u)
  backspace (u)
  read (u) arr(1:2)          ! only part of the record; the rest is skipped
  print *, arr
  read (u) r2
  read (u) sz
  print *, r2%id, sz
  read (u, iostat=ios, iomsg=msg) n
  print *, 'past the end: iostat < 0 is', ios < 0, ' ', trim(msg)
  backspace (u)
  backspace (u)
  read (u) sz
  print *, 'after two BACKSPACEs:', sz
  ! reading more than a record holds
  rewind (u)
  read (u, iostat=ios, iomsg=msg) n, x, s(1:4), l, d
  print *, 'short record: iostat > 0 is', ios > 0, ' ', trim(msg)
  inquire (unit=u, opened=op, named=nm, name=nam, access=acc, form=frm, action=act, size=sz)
  print *, op, nm, trim(nam), ' ', trim(acc), ' ', trim(frm), ' ', trim(act), sz
  close (u)

  ! formatted: APPEND, BACKSPACE, ENDFILE
  open (10, file='lines.txt', status='replace', form='formatted')
  do i = 1, 3
    write (10, '(A, I0)') 'line ', i
  end do
  close (10)
  open (10, file='lines.txt', position='append', status='old', action='readwrite')
  inquire (10, position=pos)
  print *, 'position: ', trim(pos)
  write (10, '(A)') 'line 4'
  backspace (10)
  backspace (10)
  read (10, '(A)') s
  print *, 'after BACKSPACE: ', s
  endfile (10)
  rewind (10)
  n = 0
  do
    read (10, '(A)', end=20) s
    n = n + 1
  end do
20 print *, 'records after ENDFILE:', n
  close (10)

  ! INQUIRE by file
  inquire (file='lines.txt', exist=ex, opened=op, number=num, size=sz)
  print *, 'lines.txt', ex, op, num, sz
  inquire (file='no-such-file.txt', exist=ex)
  print *, 'no-such-file', ex
  open (newunit=v, file='lines.txt', status='old', action='read')
  inquire (file='lines.txt', opened=op, read=rd, write=wr, action=act)
  print *, op, ' ', trim(rd), ' ', trim(wr), ' ', trim(act), v < 0
  inquire (v, number=num)
  print *, 'number matches NEWUNIT:', num == v
  close (v)

  ! failures: ERR=, IOSTAT=, IOMSG=
  open (11, file='no-such-file.txt', status='old', iostat=ios, iomsg=msg)
  print *, 'open missing: iostat > 0 is', ios > 0, ' ', trim(msg)
  open (11, file='no-such-file.txt', status='old', err=30)
  print *, 'not reached'
30 print *, 'ERR= taken on OPEN'
  open (12, file='lines.txt', status='old')
  read (12, '(I5)', iostat=ios, iomsg=msg) n
  print *, 'bad integer: iostat > 0 is', ios > 0, ' ', trim(msg)
  read (12, '(I5)', err=40) n
  print *, 'not reached'
40 print *, 'ERR= taken on READ'
  close (12, status='delete')
  inquire (file='lines.txt', exist=ex)
  print *, 'deleted:', .not. ex
  close (13, iostat=ios)
  print *, 'close of an unopened unit:', ios
  write (*, '(I3)', iostat=ios, iomsg=msg) 'a string'
  print *, 'write type mismatch: iostat > 0 is', ios > 0, ' ', trim(msg)
  open (14, file='mixed.bin', status='old', form='unformatted')
  close (14, status='delete')
  z = (1.0, 2.0)
  print *, z
end program io_files
