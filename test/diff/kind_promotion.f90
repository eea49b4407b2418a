! gfortran's kind promotions: -freal-4-real-N replaces every REAL(4) and
! COMPLEX(4) (default REAL, REAL*4, REAL(4), 1.0_4, KIND= arguments,
! SELECTED_REAL_KIND(6)), -freal-8-real-N every REAL(8) (DOUBLE PRECISION,
! 1d0, REAL*8), -finteger-4-integer-8 every INTEGER(4); -fdefault-real-10/16
! only the default kind (DOUBLE PRECISION becomes 16). A swap applies once.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -freal-4-real-8 %s
! RUN: %diff-gfortran -freal-4-real-10 -freal-8-real-16 %s
! RUN: %diff-gfortran -freal-4-real-16 -freal-8-real-10 %s
! RUN: %diff-gfortran -freal-4-real-8 -freal-8-real-4 %s
! RUN: %diff-gfortran -freal-8-real-4 %s
! RUN: %diff-gfortran -finteger-4-integer-8 %s
! RUN: %diff-gfortran -fdefault-real-10 %s
! RUN: %diff-gfortran -fdefault-real-16 -fdefault-double-8 %s
program kind_promotion
  real :: r1
  real*4 :: r2
  real(4) :: r3
  real(selected_real_kind(p=6)) :: r4
  complex :: c1
  complex(4) :: c2
  double precision :: d1
  real*8 :: d2
  real(8) :: d3
  double complex :: z1
  integer :: i1
  integer(4) :: i2
  integer(8) :: i8
  integer, parameter :: k4 = 4
  r1 = 1.0 / 3.0
  r2 = 1.0_4 / 3.0_4
  d1 = 1d0 / 3d0
  d2 = 1.0_8 / 3
  print *, kind(r1), kind(r2), kind(r3), kind(r4), kind(1.0), kind(1.0_4), kind(1.0_k4)
  print *, kind(c1), kind(c2), kind((1.0, 2.0)), kind(real(1, 4)), kind(cmplx(1, 0, 4))
  print *, kind(d1), kind(d2), kind(d3), kind(z1), kind(1d0), kind(dble(1))
  print *, kind(i1), kind(i2), kind(i8), kind(1), kind(1_4), kind(int(1.5, 4))
  print *, r1, r2
  print *, d1, d2
  print *, huge(i2), digits(r3), digits(d3)
end program
