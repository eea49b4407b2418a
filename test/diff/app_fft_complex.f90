! Iterative radix-2 FFT on COMPLEX(8) arrays with bit-reversal
! permutation, inverse by conjugation, circular convolution through the
! FFT checked against the direct sum, Parseval's identity, and complex
! intrinsics (CMPLX, CONJG, AIMAG, ABS, EXP of complex, ATAN2).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module fft_mod
  implicit none
  integer, parameter :: dp = kind(1d0)
  real(dp), parameter :: pi = 3.14159265358979323846_dp
contains
  subroutine fft(x, inverse)
    complex(dp), intent(inout) :: x(0:)
    logical, intent(in) :: inverse
    integer :: n, i, j, k, m, len, half
    complex(dp) :: w, wlen, u, v
    real(dp) :: ang
    n = size(x)
    j = 0
    do i = 1, n - 1
      m = n / 2
      do while (iand(j, m) /= 0)
        j = ieor(j, m)
        m = m / 2
      end do
      j = ior(j, m)
      if (i < j) then
        u = x(i); x(i) = x(j); x(j) = u
      end if
    end do
    len = 2
    do while (len <= n)
      ang = 2 * pi / len
      if (inverse) ang = -ang
      wlen = cmplx(cos(ang), -sin(ang), dp)
      half = len / 2
      do i = 0, n - 1, len
        w = (1.0_dp, 0.0_dp)
        do k = 0, half - 1
          u = x(i + k)
          v = x(i + k + half) * w
          x(i + k) = u + v
          x(i + k + half) = u - v
          w = w * wlen
        end do
      end do
      len = 2 * len
    end do
    if (inverse) x = x / n
  end subroutine fft
end module fft_mod

program fft_complex
  use fft_mod
  implicit none
  integer, parameter :: n = 16
  complex(dp) :: x(0:n - 1), y(0:n - 1), fx(0:n - 1), fy(0:n - 1), conv(0:n - 1), direct(0:n - 1)
  real(dp) :: e_time, e_freq, err
  integer :: i, k

  do i = 0, n - 1
    x(i) = cmplx(cos(2 * pi * 3 * i / n) + 0.5_dp * sin(2 * pi * 5 * i / n), 0.0_dp, dp)
    y(i) = cmplx(merge(1.0_dp, 0.0_dp, i < 4), 0.25_dp * i, dp)
  end do
  fx = x
  call fft(fx, .false.)
  print '(a)', ' k      |X(k)|    phase'
  do k = 0, n / 2
    if (abs(fx(k)) > 1e-9_dp) then
      print '(i3,2f11.5)', k, abs(fx(k)), atan2(aimag(fx(k)), real(fx(k)))
    end if
  end do
  e_time = sum(abs(x)**2)
  e_freq = sum(abs(fx)**2) / n
  print '(a,2f12.6)', 'parseval:', e_time, e_freq
  fy = fx
  call fft(fy, .true.)
  print '(a,es10.2)', 'roundtrip error below 1e-12:', merge(0.0_dp, 1.0_dp, maxval(abs(fy - x)) < 1e-12_dp)

  fx = x
  fy = y
  call fft(fx, .false.)
  call fft(fy, .false.)
  conv = fx * fy
  call fft(conv, .true.)
  do k = 0, n - 1
    direct(k) = (0.0_dp, 0.0_dp)
    do i = 0, n - 1
      direct(k) = direct(k) + x(i) * y(mod(k - i + n, n))
    end do
  end do
  err = maxval(abs(conv - direct))
  print '(a,l2)', 'convolution matches:', err < 1e-10_dp
  do k = 0, n - 1, 4
    print '(i3,2f10.4)', k, direct(k)
  end do
  print '(a,2f10.5)', 'exp(i*pi/3):', exp(cmplx(0.0_dp, pi / 3, dp))
  print '(a,2f10.5)', 'conjg * z:', conjg(y(5)) * y(5)
  print '(a,2f10.5)', 'sqrt(-4):', sqrt(cmplx(-4.0_dp, 0.0_dp, dp))
end program fft_complex
