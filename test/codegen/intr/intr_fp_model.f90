! The floating-point model intrinsics on variables (run time, not folded):
! EXPONENT, FRACTION, NEAREST, SPACING, RRSPACING, SCALE, SET_EXPONENT, DPROD.
! RUN: %diff-gfortran %s
program fp_model
  implicit none
  real :: x(5) = [8.0, -0.3, 0.0, 1.0e-20, 3.5e7]
  real(8) :: d(4) = [8.0d0, -0.3d0, 0.0d0, 1.0d-300]
  integer :: i, k
  k = 3
  do i = 1, 5
    print *, i, exponent(x(i)), fraction(x(i)), spacing(x(i))
    print *, i, nearest(x(i), 1.0), nearest(x(i), -1.0), rrspacing(x(i))
    print *, i, scale(x(i), k), set_exponent(x(i), k)
  end do
  do i = 1, 4
    print *, i, exponent(d(i)), fraction(d(i)), spacing(d(i))
    print *, i, nearest(d(i), 1.0d0), nearest(d(i), -2.0d0), rrspacing(d(i))
    print *, i, scale(d(i), -k), set_exponent(d(i), -k)
  end do
  print *, dprod(x(1), x(2)), dprod(x(2), x(5))
end program fp_model
