! ieee_arithmetic against gfortran: classification (ieee_is_nan,
! ieee_is_finite, ieee_is_normal, ieee_is_negative, ieee_unordered,
! ieee_class with == and /=), ieee_value for every class, ieee_copy_sign,
! on scalars and arrays of both real kinds, and the support inquiries.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program ieee_arith
  use ieee_arithmetic
  implicit none
  real :: x(7), s
  real(8) :: d(7), t
  type(ieee_class_type) :: classes(10)
  integer :: i
  classes = [ieee_quiet_nan, ieee_negative_inf, ieee_negative_normal, ieee_negative_denormal, &
             ieee_negative_zero, ieee_positive_zero, ieee_positive_denormal, ieee_positive_normal, &
             ieee_positive_inf, ieee_signaling_nan]
  x(1) = ieee_value(x(1), ieee_quiet_nan)
  x(2) = ieee_value(1.0, ieee_positive_inf)
  x(3) = ieee_value(1.0, ieee_negative_inf)
  x(4) = -0.0
  x(5) = tiny(1.0) / 4.0
  x(6) = -2.5
  x(7) = 3.0
  d = x
  d(1) = ieee_value(d(1), ieee_quiet_nan)
  print '(a, 7l2)', 'is_nan     ', ieee_is_nan(x)
  print '(a, 7l2)', 'is_finite  ', ieee_is_finite(x)
  print '(a, 7l2)', 'is_normal  ', ieee_is_normal(x)
  print '(a, 7l2)', 'is_negative', ieee_is_negative(x)
  print '(a, 7l2)', 'd is_nan   ', ieee_is_nan(d)
  print '(a, 7l2)', 'd finite   ', ieee_is_finite(d)
  print '(a, 7l2)', 'd negative ', ieee_is_negative(d)
  print '(a, 7l2)', 'd normal   ', ieee_is_normal(d)
  print '(a, 7l2)', 'unordered  ', ieee_unordered(x, 1.0)
  print '(a, 7l2)', 'unordered d', ieee_unordered(2.0d0, d)
  do i = 1, 7
    print '(i2, 10l2, l3)', i, (ieee_class(x(i)) == classes), ieee_class(d(i)) /= ieee_class(x(i))
  end do
  do i = 1, 9
    s = ieee_value(s, classes(i))
    t = ieee_value(t, classes(i))
    print '(i2, 2l2, 1x, 2l2, 1x, 2l2)', i, ieee_class(s) == classes(i), ieee_class(t) == classes(i), &
      ieee_is_negative(s), ieee_is_negative(t), ieee_is_finite(s), ieee_is_finite(t)
  end do
  print *, ieee_copy_sign(2.0, -1.0), ieee_copy_sign(-3.0d0, 1.0), ieee_copy_sign(4.0, -0.0d0)
  print *, ieee_copy_sign(x(6:7), [1.0, -1.0])
  print *, ieee_is_negative(ieee_copy_sign(0.0, -1.0)), ieee_is_nan(ieee_copy_sign(x(1), -1.0))
  print *, x(2), x(3), d(2), x(6)
  print *, 'support', ieee_support_datatype(), ieee_support_datatype(1.0), ieee_support_inf(1.0d0), &
    ieee_support_nan(x), ieee_support_denormal(), ieee_support_divide(d), ieee_support_io(1.0), &
    ieee_support_sqrt(), ieee_support_standard(1.0d0), ieee_support_underflow_control(1.0), &
    ieee_support_subnormal(), ieee_support_rounding(ieee_nearest), ieee_support_rounding(ieee_up, 1.0), &
    ieee_support_rounding(ieee_other)
  print *, 'flags', ieee_support_flag(ieee_overflow), ieee_support_flag(ieee_inexact, 1.0d0), &
    ieee_support_halting(ieee_invalid)
end program
