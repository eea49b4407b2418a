program shared_main
  use shared_kernels
  real :: a(10)
  a = 1.5
  call run_twice(a)
  print '(f0.1)', sum(a)
end program
