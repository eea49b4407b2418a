! Elemental numeric intrinsics on real(4), real(8) and complex arguments.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program intr_math
  implicit none
  real :: x, y
  real(8) :: a, b
  complex :: z
  complex(8) :: zz
  integer :: i, j
  x = 0.75; y = -2.5; a = 0.3d0; b = 4.0d0
  z = (3.0, 4.0); zz = (1.0d0, -1.0d0)
  print *, abs(y), abs(-3), iabs(-4), dabs(-a), abs(z)
  print *, sqrt(x), sqrt(b), exp(x), exp(a), log(b), log10(b), alog(2.0)
  print *, sin(x), cos(x), tan(x), sin(a), cos(a), tan(a)
  print *, asin(x), acos(x), atan(x), atan2(y, x), atan2(a, b)
  print *, sinh(x), cosh(x), tanh(x), asinh(a), acosh(b), atanh(a)
  print *, hypot(3.0, 4.0), erf(x), erfc(a), gamma(b), log_gamma(b)
  print *, bessel_j0(x), bessel_j1(a)
  print *, dsqrt(b), dexp(a), dlog(b), dsin(a), dcos(a)
  i = 17; j = 5
  print *, mod(i, j), mod(-i, j), mod(i, -j), modulo(i, j), modulo(-i, j), modulo(i, -j)
  print *, mod(5.5, 2.0), mod(-5.5, 2.0), modulo(5.5, 2.0), modulo(-5.5, 2.0), modulo(5.5d0, -2.0d0)
  print *, sign(3, -1), sign(-3, 2), sign(2.5, -0.0), sign(1.0d0, -2.0d0)
  print *, dim(5, 3), dim(3, 5), dim(2.5, 1.0), dim(1.0d0, 2.5d0)
  print *, max(1, 7, 3), min(4, -2, 9, 0), max(1.5, 2.5), min(a, b, 0.1d0)
  print *, sqrt(z), exp(zz), log(z), sin(zz), cos(z)
  print *, atan(1.0, 1.0)
end program intr_math
