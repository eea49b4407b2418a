program free_in_f
  integer :: i
  i = 1 + &
      2
  print *, 'free', i
end program
