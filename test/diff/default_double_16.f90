! gfortran's -fdefault-real-8 without -fdefault-double-8: DOUBLE PRECISION,
! DOUBLE COMPLEX, IMPLICIT DOUBLE PRECISION, 1d0 literals, DBLE, DCMPLX and
! DPROD are REAL(16)/COMPLEX(16) (REAL*8 stays 8); with -fdefault-double-8,
! or with nvfortran's -r8, they stay 8 bytes. Output compared with gfortran's.
! RUN: %diff-gfortran -fdefault-real-8 %s
! RUN: %diff-gfortran -fdefault-real-8 -fdefault-double-8 %s
! RUN: %cuf90 -r8 %s -o %t && %t | FileCheck %s --check-prefix=R8
! R8: 8 8 8 8 8 8 8 8
program default_double_16
  implicit double precision (d)
  double complex :: z
  real*8 :: r8
  real :: r
  double precision :: x(3)
  r = 2
  dd = 1d0 / 3
  z = dcmplx(r, 1.0)
  x = [1d0, 2d0, 3d0]
  write (*, '(8(i0,1x))') kind(dble(r)), kind(dprod(r, r)), kind(dcmplx(r, r)), kind(z), kind(dd), kind(r8), &
      kind(1.0d0), kind(r)
  print *, dd, sqrt(dble(r)), z * z, sum(x) / 7
  print '(es40.32)', dd
end program
