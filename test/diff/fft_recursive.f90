! Recursive radix-2 Cooley-Tukey FFT on complex(kind=8) data, inverse FFT,
! a circular convolution through the FFT, compared with the direct DFT.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module fft_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  real(dp), parameter :: pi = 3.141592653589793238_dp
contains
  recursive function fft(x, sgn) result(y)
    complex(dp), intent(in) :: x(:)
    integer, intent(in) :: sgn
    complex(dp) :: y(size(x))
    complex(dp) :: even(size(x)/2), odd(size(x)/2), w
    integer :: n, k
    n = size(x)
    if (n == 1) then
      y = x
      return
    end if
    even = fft(x(1::2), sgn)
    odd = fft(x(2::2), sgn)
    do k = 1, n / 2
      w = exp(cmplx(0.0_dp, sgn * 2 * pi * (k - 1) / n, dp))
      y(k) = even(k) + w * odd(k)
      y(k + n/2) = even(k) - w * odd(k)
    end do
  end function fft

  function dft(x) result(y)
    complex(dp), intent(in) :: x(:)
    complex(dp) :: y(size(x))
    integer :: n, j, k
    n = size(x)
    do k = 0, n - 1
      y(k+1) = (0.0_dp, 0.0_dp)
      do j = 0, n - 1
        y(k+1) = y(k+1) + x(j+1) * exp(cmplx(0.0_dp, -2 * pi * j * k / n, dp))
      end do
    end do
  end function dft
end module fft_mod

program fft_recursive
  use fft_mod
  implicit none
  integer, parameter :: n = 16
  complex(dp) :: x(n), xf(n), xd(n), xb(n), a(n), b(n), c(n)
  real(dp) :: t
  integer :: i, j

  do i = 1, n
    t = real(i - 1, dp) / n
    x(i) = cmplx(sin(2*pi*t) + 0.5_dp*cos(6*pi*t), 0.25_dp*sin(4*pi*t), dp)
  end do
  xf = fft(x, -1)
  xd = dft(x)
  print '(a)', ' k     re(X)        im(X)'
  do i = 1, n
    print '(i2,2f13.6)', i - 1, clean(xf(i))
  end do
  print '(a,l1)', 'fft == dft: ', maxval(abs(xf - xd)) < 1.0e-10_dp
  xb = fft(xf, +1) / n
  print '(a,l1)', 'round trip: ', maxval(abs(xb - x)) < 1.0e-12_dp

  a = [(cmplx(i, 0, dp), i = 1, n)]
  b = (0.0_dp, 0.0_dp)
  b(1:3) = [(1.0_dp, 0.0_dp), (2.0_dp, 0.0_dp), (1.0_dp, 0.0_dp)]
  c = fft(fft(a, -1) * fft(b, -1), +1) / n
  print '(a)', 'circular convolution:'
  print '(8f8.2)', real(c)
  do i = 1, n
    xd(i) = 0
    do j = 1, n
      xd(i) = xd(i) + a(j) * b(modulo(i - j, n) + 1)
    end do
  end do
  print '(a,l1)', 'matches direct: ', all(abs(c - xd) < 1.0e-9_dp)
contains
  elemental complex(dp) function clean(z)
    complex(dp), intent(in) :: z
    real(dp) :: re, im
    re = real(z); im = aimag(z)
    if (abs(re) < 1.0e-9_dp) re = 0
    if (abs(im) < 1.0e-9_dp) im = 0
    clean = cmplx(re, im, dp)
  end function clean
end program fft_recursive
