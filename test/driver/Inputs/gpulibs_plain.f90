program plain
  print *, 1 + 1
end program
