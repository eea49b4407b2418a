! real(4), real(8) and double precision: arithmetic, conversions, printing.
! RUN: %diff-gfortran %s
program real_kinds
  implicit none
  real :: a, b
  real(4) :: c
  real(8) :: x, y
  double precision :: d
  integer :: i

  a = 1.5
  b = 0.1
  c = 3.0_4
  x = 1.5_8
  y = 0.1d0
  d = 2.0d0 / 3.0d0
  print *, a, b, c
  print *, x, y, d
  print *, a + b, a * b, a / b, a - b
  print *, x + y, x * y, x / y, x - y
  print *, a**2, x**3, 2.0**0.5, 2.0d0**0.5d0
  print *, kind(a), kind(x), kind(d)

  ! conversions between kinds and to integers
  x = a
  print *, x
  a = real(d)
  print *, a
  print *, int(2.7), int(-2.7), nint(2.5), nint(-2.5), nint(2.4d0)
  print *, real(7) / 2, dble(7) / 2, 7 / 2
  print *, floor(-1.5), ceiling(-1.5), floor(1.5d0), ceiling(1.5d0)

  ! accumulation in single and double precision
  a = 0.0
  x = 0.0d0
  do i = 1, 10
    a = a + 0.1
    x = x + 0.1d0
  end do
  print *, a, x
  print *, abs(-3.25), abs(-3.25d0), sqrt(16.0), sqrt(2.0d0)
  print *, max(1.0, 2.5, -3.0), min(1.0d0, 2.5d0, -3.0d0)
  print *, 1.0e10, 1.0e-10, 1.0d100, -1.0d-100
  print *, huge(a), tiny(a), epsilon(a)
  print *, huge(x), tiny(x), epsilon(x)
end program real_kinds
