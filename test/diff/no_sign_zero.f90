! -fno-sign-zero (gfortran): a negative zero is written without its sign
! (also a value that rounds to zero in output), and SIGN treats a zero
! second argument as positive, folded or at run time. By default both keep
! the sign. Output compared with gfortran's.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -fno-sign-zero %s
program no_sign_zero
  real :: x, y, z
  double precision :: d
  x = 0.0
  y = -x
  z = -1.0e-9
  d = -0.0d0
  print *, y, d
  print '(f6.2, 1x, es10.2, 1x, g10.3)', y, y, z
  print '(f6.2)', z
  print *, sign(1.0, -0.0), sign(2.0, 0.0), sign(3.0, y), sign(4d0, d)
  print *, sign(5.0, -2.0), sign(-6.0, x)
end program
