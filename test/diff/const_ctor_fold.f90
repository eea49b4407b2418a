! Constant expressions that sema folds: array constructors with nested
! implied-DOs (inner bounds from the outer variable) and intrinsic calls
! of the DO variables, DOT_PRODUCT of constant vectors, REAL of a BOZ
! constant (its bits), and elemental intrinsics of constant arrays.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program const_ctor_fold
  implicit none
  integer :: i, j
  integer, parameter :: n = 4, nx = 3, ny = 2
  integer, parameter :: tri(10) = [((10 * j + i, i = 1, j), j = 1, n)]
  real, parameter :: r(n) = [(real(i, kind=4) / 2, i = 1, n)]
  character, parameter :: letters(6) = [(char(i + 64), char(i + 96), i = 1, 3)]
  integer, parameter :: q(ny, nx) = reshape([(((nx * (i - 1) + j)**2, i = 1, ny), j = 1, nx)], [ny, nx])
  integer, parameter :: m(6) = [(mod(i, 3), max(i, 4), i = 1, 3)]
  integer, parameter :: a(3) = [1, 2, 3], dp = dot_product(a, a)
  real, parameter :: rd = dot_product([1.5, 2.0], [2.0, 0.25])
  logical, parameter :: ld = dot_product([.true., .false.], [.false., .true.])
  real, parameter :: rb = real(z'3F800000')
  real(8), parameter :: db = real(z'4000000000000000', 8)
  integer, parameter :: idx(2) = index(['abcd', 'xbcb'], 'b', .true.)
  integer, parameter :: lens(3) = len_trim(['a  ', 'bb ', 'ccc'])
  print '(10I4)', tri
  print '(4F6.2)', r
  print '(6A2)', letters
  print '(6I4)', q
  print '(6I4)', m
  print *, dp, rd, ld, rb, db
  print '(5I3)', idx, lens
  call math_constants
end program

! Math intrinsics of constants fold as gfortran's MPFR does (correctly
! rounded); libm's double acosh, gamma, ... may be an ulp off.
subroutine math_constants
  print *, dacosh(2d0), acosh(3.0), asinh(0.7d0), atanh(0.3d0), gamma(0.5d0), log_gamma(7.5d0)
  print *, bessel_j0(1d0), bessel_j1(2.5d0), bessel_y0(1.5d0), bessel_y1(0.5), gamma(4.5)
end subroutine
