! MODULO of reals with a zero result takes the sign of P (gfortran's
! copysign (0, p)), folded and at run time; MOD keeps A's sign.
! RUN: %diff-gfortran %s
program modulo_signed_zero
  implicit none
  real :: a(4) = [4., -4., 4., -4.], p(4) = [2., 2., -2., -2.]
  double precision :: d
  integer :: i
  print '(4F6.1)', modulo(4., 2.), modulo(-4., 2.), modulo(4., -2.), modulo(-4., -2.)
  print '(4F6.1)', mod(4., 2.), mod(-4., 2.), mod(4., -2.), mod(-4., -2.)
  do i = 1, 4
    print '(2F6.1,2F6.1)', a(i), p(i), sign(1., modulo(a(i), p(i))), sign(1., mod(a(i), p(i)))
  end do
  d = -6d0
  print '(F6.1)', sign(1d0, modulo(d, 3d0)), sign(1d0, modulo(-d, -3d0))
  print '(4F6.1)', modulo(a, 3.)
end program
