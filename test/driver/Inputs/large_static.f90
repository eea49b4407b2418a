module large_static_m
  integer(1) :: big(3000000000_8)
end module
program large_static
  use large_static_m
  big(2999999999_8) = 7
  print '(i0)', big(2999999999_8)
end program
