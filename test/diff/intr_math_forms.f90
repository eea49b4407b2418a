! Math intrinsics on real(4), real(8) and complex scalars and arrays (with
! non-unit lower bounds and strided sections): trigonometric, inverse and
! hyperbolic functions, ATAN2, HYPOT, ERF, ERFC, GAMMA, LOG_GAMMA,
! BESSEL_J0/J1, SQRT/EXP/LOG/LOG10, ABS, MOD/MODULO/SIGN/DIM, MAX/MIN of
! mixed arguments, results in expressions.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_math_forms
  implicit none
  integer :: i
  real :: x4(0:4), y4(5)
  real(8) :: x8(-2:2), y8(5)
  complex :: c4(3)
  complex(8) :: c8(3)
  integer(1) :: i1(4)
  integer(2) :: i2(4)
  integer(8) :: i8(4)
  x4 = [(0.3 * i - 0.5, i = 0, 4)]
  x8 = [(0.45d0 * i, i = -2, 2)]
  y4 = [(1.0 + 0.7 * i, i = 1, 5)]
  y8 = [(0.25d0 + 1.1d0 * i, i = 1, 5)]
  c4 = [(cmplx(0.5 * i, 1.0 - i), i = 1, 3)]
  c8 = [(cmplx(0.5d0 * i, 1.0d0 - i, 8), i = 1, 3)]
  print *, sin(x4), cos(x4), tan(x4)
  print *, sin(x8), cos(x8), tan(x8)
  print *, asin(x4), acos(x4), atan(x4)
  print *, asin(x8 / 2), acos(x8 / 2), atan(x8)
  print *, sinh(x4), cosh(x4), tanh(x4), asinh(x4), acosh(y4), atanh(x4 / 2)
  print *, sinh(x8), cosh(x8), tanh(x8), asinh(x8), acosh(y8), atanh(x8 / 2)
  print *, atan2(x4, y4), atan2(x8, y8), atan2(-1.0, -0.0), atan2(0.0d0, -1.0d0)
  print *, hypot(x4, y4), hypot(x8, y8), hypot(3.0, 4.0)
  print *, erf(x4), erfc(x4), erf(x8), erfc(x8)
  print *, gamma(y4), log_gamma(y4), gamma(y8), log_gamma(y8), gamma(0.5d0)
  print *, bessel_j0(y4), bessel_j1(y4), bessel_j0(y8), bessel_j1(y8)
  print *, sqrt(y4), exp(x4), log(y4), log10(y4), sqrt(y8(::2)), exp(x8(2:-2:-2)), log(y8), log10(y8)
  print *, sqrt(c4), exp(c4), log(c4), sin(c4), cos(c4), abs(c4)
  print *, sqrt(c8), exp(c8), log(c8), sin(c8), cos(c8), abs(c8)
  print *, tan(c8), sinh(c4), cosh(c8), tanh(c4), asin(c8), acos(c4), atan(c8)
  print *, abs(x4), abs(x8), mod(y4, 1.5), modulo(x8, 0.4d0), sign(y4, x4(0:4)), dim(y8, 3.0d0)
  i1 = [-7_1, 7_1, 127_1, -100_1]; i2 = [-7_2, 7_2, 300_2, -3_2]; i8 = [-7_8, 7_8, 10_8**12, -3_8]
  print *, abs(i1(1:2)), mod(i1, 3_1), modulo(i1, 3_1), sign(i1(1:2), -1_1), dim(i1, 2_1)
  print *, abs(i2), mod(i2, -4_2), modulo(i2, -4_2), sign(3_2, i2), dim(i2, 2_2)
  print *, abs(i8), mod(i8, 5_8), modulo(i8, 5_8), sign(i8, -2_8), dim(10_8, i8)
  print *, mod(-7, 3), modulo(-7, 3), mod(7, -3), modulo(7, -3), mod(-7.5, 2.0), modulo(-7.5d0, 2.0d0)
  print *, max(1, 5, 3), min(1.5, -2.0, 0.0), max(2_8, 3_8), max(x4(1), 0.25), min(x8, 0.1d0)
  print *, max(i1, -1_1), min(i2, 5_2), max(y4, 3.0, 4.0)
  print *, 2 * sin(x8(0)) + cos(x8(1)) ** 2, sqrt(sum(y8 ** 2)), exp(log(2.0d0) * 3)
  print *, aimag(c4), real(c8), conjg(c4), conjg(c8(2)), cmplx(x8(1), x8(2), 8) * c8(1)
end program
