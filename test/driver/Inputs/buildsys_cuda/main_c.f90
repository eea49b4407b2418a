program main_c
  use vec
  use kern
  use cudafor
  use iso_c_binding
  implicit none
  interface
    integer(c_int) function helper_twice(x) bind(c)
      import :: c_int
      integer(c_int), value :: x
    end function
  end interface
  real(rk), device :: ad(100)
  real(rk) :: a(100)
  a = 1
  ad = a
  call scale<<<2, 64>>>(ad, 2.0_rk, 100)
  a = ad
  print '(a, f0.1, 1x, i0)', 'sum ', vsum(a), helper_twice(21)
end program
