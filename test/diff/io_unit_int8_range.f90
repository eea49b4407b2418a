! A UNIT= of kind 8 outside the default integer range: IOSTAT= gets
! LIBERROR_BAD_UNIT (5005) and gfortran's message, ERR= branches; INQUIRE
! takes such a unit as one that does not exist.
! RUN: %diff-gfortran %s
program io_unit_int8_range
  implicit none
  integer(8) :: u
  integer :: ios
  logical :: ex, op
  character(60) :: msg
  u = 2_8 * huge(0) + 9_8
  write (u, *, iostat=ios, iomsg=msg) 1
  print '(I6,1X,A)', ios, trim(msg)
  u = -u
  write (u, '(I3)', iostat=ios, iomsg=msg) 2
  print '(I6,1X,A)', ios, trim(msg)
  open (unit=huge(0_8), file='never.txt', status='scratch', iostat=ios, iomsg=msg)
  print '(I6,1X,A)', ios, trim(msg)
  open (unit=huge(0_8), status='scratch', err=10)
  print '(A)', 'no error'
10 continue
  inquire (unit=2_8 * huge(0) + 20_8, exist=ex, opened=op, iostat=ios)
  print '(2L2,I3)', ex, op, ios
  u = 12
  open (unit=u, status='scratch')
  write (u, *) 3
  inquire (unit=u, opened=op)
  print '(L2)', op
  close (u, iostat=ios)
  print '(I3)', ios
end program
