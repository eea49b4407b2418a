! Direct access, formatted and unformatted: records written out of order,
! read back by number, NEXTREC= and RECL= from INQUIRE, a record that was
! never written (IOSTAT=), and formatted stream access with POS=.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program io_direct
  implicit none
  integer :: u, i, ios, nrec, rl, vals(3)
  integer(8) :: pos
  character(len=12) :: line
  character(len=20) :: acc, frm
  real(8) :: x

  open (newunit=u, file='direct.txt', access='direct', form='formatted', recl=12, status='replace')
  do i = 5, 1, -2
    write (u, '(A4, I8)', rec=i) 'rec', i * 100
  end do
  inquire (u, nextrec=nrec, recl=rl, access=acc, form=frm)
  print *, nrec, rl, trim(acc), ' ', trim(frm)
  do i = 1, 5, 2
    read (u, '(A4, I8)', rec=i) line(1:4), vals(1)
    print *, i, line(1:4), vals(1)
  end do
  read (u, '(A12)', rec=2, iostat=ios) line
  print *, 'unwritten record 2: iostat', ios, ' [', line, ']'
  read (u, '(A4)', rec=9, iostat=ios) line
  print *, 'record past the end: iostat /= 0 is', ios /= 0
  close (u, status='delete')

  open (newunit=u, file='direct.bin', access='direct', form='unformatted', recl=16, status='replace')
  write (u, rec=3) 3.5d0, 7
  write (u, rec=1) -1.0d0, 1
  read (u, rec=3) x, vals(1)
  print *, x, vals(1)
  read (u, rec=1) x
  print *, x
  close (u, status='delete')

  open (newunit=u, file='stream.txt', access='stream', form='formatted', status='replace')
  write (u, '(A)') 'first line'
  write (u, '(A)') 'second'
  inquire (u, pos=pos)
  print *, 'pos after two lines', pos
  rewind (u)
  read (u, '(A)') line
  print *, line
  read (u, '(A)', pos=7) line
  print *, line
  close (u, status='delete')
end program io_direct
