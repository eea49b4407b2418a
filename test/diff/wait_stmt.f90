! The WAIT statement: after asynchronous WRITEs (with and without ID=) the
! data are complete; WAIT on a unit that is not open, with IOSTAT=, and with
! ID=, ERR=, END= and IOMSG= specifiers.
! RUN: %diff-gfortran %s
program wait_stmt
  implicit none
  integer :: id1, id2, ios, i
  real :: a(6), b(6)
  character(40) :: msg
  a = [(i * 1.5, i = 1, 6)]
  open(21, status='scratch', asynchronous='yes', form='unformatted')
  write(21, asynchronous='yes', id=id1) a(1:3)
  write(21, asynchronous='yes', id=id2) a(4:6)
  wait(21, id=id1)
  wait(unit=21, iostat=ios)
  print *, 'wait', ios
  rewind(21)
  read(21, asynchronous='yes') b(1:3)
  read(21, asynchronous='yes') b(4:6)
  wait(21)
  print *, b
  msg = 'unchanged'
  wait(unit=21, err=10, end=20, iostat=ios, iomsg=msg, id=id2)
  print *, 'after', ios, trim(msg)
  close(21)
  wait(77, iostat=ios)
  print *, 'unopened', ios
  stop
10 print *, 'err branch'
  stop
20 print *, 'end branch'
end program
