! Type conversion and rounding intrinsics, with KIND=.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program intr_conv
  implicit none
  real :: x
  real(8) :: d
  complex :: z
  integer :: i
  integer(8) :: k
  x = 2.5; d = -3.7d0; z = (1.25, -0.5); i = 7; k = 9000000000_8
  print *, int(x), int(d), int(d, 8), int(z), nint(x), nint(-x), nint(d), nint(2.4999)
  print *, nint(x, kind=8), ifix(x), idint(d)
  print *, real(i), real(d), real(z), real(k, 8), dble(x), float(i), sngl(d)
  print *, cmplx(x), cmplx(x, d), cmplx(i, 2), dcmplx(x, 1.0), cmplx(z, kind=8)
  print *, aimag(z), conjg(z)
  print *, aint(x), aint(d), anint(x), anint(d), anint(-2.5), aint(2.9, 8)
  print *, floor(x), floor(d), ceiling(x), ceiling(d), floor(-0.5, 8), ceiling(-0.5)
  print *, logical(.true., 1), logical(i > 3, 8)
  print *, char(65), achar(97), ichar('A'), iachar('z'), ichar(char(200))
  print *, kind(x), kind(d), kind(k), kind(z), kind(.true.)
  print *, huge(x), tiny(d), epsilon(x), digits(d), precision(x), range(k), radix(x)
  print *, bit_size(i), maxexponent(d), minexponent(x)
end program intr_conv
