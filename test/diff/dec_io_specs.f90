! DEC OPEN specifiers as gfortran passes them to libgfortran (-fdec):
! CARRIAGECONTROL= (the CC= field: 'FORTRAN' makes column 1 a carriage
! control character, 'NONE' drops the newlines), READONLY (ACTION='READ'),
! SHARED and NOSHARED (SHARE='DENYNONE' / 'DENYRW'), SHARE=, and INQUIRE's
! CARRIAGECONTROL= and SHARE=.
! RUN: %diff-gfortran -fdec %s
program dec_io_specs
  implicit none
  character(20) :: cc, sh, act
  character(80) :: line
  integer :: u = 11, ios
  open (unit=u, file='dec_io_specs.tmp', action='write', carriagecontrol='FORTRAN')
  inquire (unit=u, carriagecontrol=cc, share=sh)
  print *, trim(cc), ' ', trim(sh)
  write (u, '(a)') ' plain', '0double', '1page', '+over'
  close (u)
  open (unit=u, file='dec_io_specs.tmp', readonly)
  inquire (unit=u, action=act)
  print *, trim(act)
  do
    read (u, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(3a)', '[', trim(line), ']'
  end do
  close (u)
  open (unit=u, file='dec_io_specs.tmp', action='read', shared)
  inquire (unit=u, share=sh)
  print *, trim(sh)
  close (u)
  open (unit=u, file='dec_io_specs.tmp', action='write', noshared, carriagecontrol='NONE')
  inquire (unit=u, share=sh, carriagecontrol=cc)
  print *, trim(sh), ' ', trim(cc)
  write (u, '(a)') 'one', 'two'
  close (u)
  open (unit=u, file='dec_io_specs.tmp', share='DENYRW')
  read (u, '(a)') line
  print *, trim(line)
  close (u, status='delete')
end program
