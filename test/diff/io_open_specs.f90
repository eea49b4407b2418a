! OPEN specifiers and their failures: STATUS='NEW' on an existing file,
! STATUS='SCRATCH' with FILE=, CONVERT='BIG_ENDIAN' records read back
! with and without conversion, RECL= limiting formatted records, PAD= and
! BLANK= connection modes, POSITION='REWIND', re-OPEN of a connected unit
! with changed modes and with another file, CLOSE STATUS='KEEP'.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program io_open_specs
  implicit none
  integer :: u, ios, i, j
  integer(4) :: raw
  character(len=100) :: msg
  character(len=10) :: s
  logical :: ex

  open (newunit=u, file='a.txt', status='replace')
  write (u, '(A)') '12 3'
  close (u, status='keep')
  open (newunit=u, file='a.txt', status='new', iostat=ios, iomsg=msg)
  print *, 'NEW on existing: iostat > 0 is', ios > 0, ' ', trim(msg)
  open (newunit=u, file='a.txt', status='scratch', iostat=ios, iomsg=msg)
  print *, 'SCRATCH with FILE=: iostat > 0 is', ios > 0, ' ', trim(msg)
  open (20, file='a.txt', status='old', blank='zero', position='rewind')
  read (20, '(I4)') i
  print *, 'BLANK=ZERO:', i
  open (20, blank='null')
  rewind (20)
  read (20, '(I4)') i
  print *, 'after re-OPEN with BLANK=NULL:', i
  open (20, file='a.txt', status='old', pad='no')
  read (20, '(A10)', iostat=ios) s
  print *, 'PAD=NO: iostat', ios
  open (20, file='b.txt', status='replace', recl=8)
  write (20, '(A)', iostat=ios, iomsg=msg) '123456789012'
  print *, 'over RECL: iostat > 0 is', ios > 0, ' ', trim(msg)
  close (20, status='delete')
  close (u)

  open (newunit=u, file='be.bin', form='unformatted', convert='big_endian', status='replace')
  write (u) 1, 256
  close (u)
  open (newunit=u, file='be.bin', form='unformatted', convert='big_endian', status='old')
  read (u) i, j
  print *, 'big endian round trip:', i, j
  close (u)
  open (newunit=u, file='be.bin', form='unformatted', access='stream', status='old')
  read (u) raw, raw
  print *, 'second word, byte-swapped:', raw
  close (u, status='delete')
  open (newunit=u, file='a.txt', status='old')
  close (u, status='delete')
  inquire (file='a.txt', exist=ex)
  print *, ex
end program io_open_specs
