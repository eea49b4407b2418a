program main
  use vec
  use kern
  use cudafor
  implicit none
  real(rk), device :: ad(100)
  real(rk) :: a(100)
  a = 1
  ad = a
  call scale<<<2, 64>>>(ad, 2.0_rk, 100)
  a = ad
  print '(a, f0.1)', 'sum ', vsum(a)
end program
