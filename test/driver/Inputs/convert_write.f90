program convert_write
  integer :: i = 258
  open (10, file='conv.bin', form='unformatted', access='stream', status='replace')
  write (10) i
  close (10)
end program
