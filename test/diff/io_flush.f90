! CALL FLUSH (the GNU extension many older programs use) with a unit of
! either kind and with no unit, between non-advancing writes, next to the
! FLUSH statement.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program io_flush
  implicit none
  integer :: u
  integer(8) :: u8 = 6
  write (*, '(A)', advance='no') 'a'
  call flush(6)
  write (*, '(A)', advance='no') 'b'
  call flush(u8)
  write (*, '(A)') 'c'
  call flush()
  open (newunit=u, status='scratch')
  write (u, '(I0)') 42
  call flush(u)
  flush (u)
  rewind (u)
  read (u, *) u8
  print *, u8
  close (u)
end program io_flush
