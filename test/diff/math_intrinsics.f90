! Elemental math intrinsics in real(4) and real(8): trigonometric,
! exponential, logarithmic, hyperbolic, rounding and sign functions. The
! arguments are variables so both programs call the math library at run time
! (gfortran folds constant arguments with MPFR, correctly rounded).
! RUN: %diff-gfortran %s
program math_intrinsics
  implicit none
  real :: x, half, one, two, three
  real(8) :: d, halfd, oned, twod, threed
  integer :: i

  do i = 0, 4
    x = 0.4 * i
    d = 0.4d0 * i
    print *, i, sin(x), cos(x), tan(x)
    print *, i, sin(d), cos(d), tan(d)
    print *, i, exp(x), exp(d), log(x + 1.0), log(d + 1.0d0)
  end do
  half = 0.5; one = 1.0; two = 2.0; three = 3.0
  halfd = 0.5d0; oned = 1.0d0; twod = 2.0d0; threed = 3.0d0
  print *, asin(half), acos(half), atan(one), atan2(one, -one)
  print *, asin(halfd), acos(halfd), atan(oned), atan2(-oned, -oned)
  print *, sinh(one), cosh(one), tanh(one), sinh(halfd), tanh(twod)
  print *, log10(1000 * one), log10(twod), sqrt(three), sqrt(threed)
  print *, aint(2.7), aint(-2.7), anint(2.5), anint(-2.5), anint(2.5d0)
  print *, sign(3.0, -1.0), sign(-3, 2), sign(2.5d0, -0.0d0), dim(5.0, 3.0), dim(3, 5)
  print *, mod(7.5, 2.0), modulo(-7.5, 2.0), mod(-7.5d0, 2.0d0)
  print *, exponent(8.0), fraction(8.0), nearest(1.0, 1.0) - 1.0, spacing(1.0d0)
  print *, two**10, (10 * oned)**(-3), exp(log(5 * oned)), (oned + 1.0d-8)**100000000
end program math_intrinsics
