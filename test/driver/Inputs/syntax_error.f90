program broken
  integer :: i
  i = = 3
end program broken
