program use_r8
  use r8_module
  real :: own
  integer :: k
  print '(4(i0, 1x))', kind(x), kind(n), kind(own), kind(k)
  call bump(x)
  n = n + 1
  print '(f0.16, 1x, i0)', x, n
end program
