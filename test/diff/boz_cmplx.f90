! A BOZ constant as X or Y of CMPLX is the bits of a REAL of the result's
! kind, with a variable other argument as with a constant one.
! RUN: %diff-gfortran %s
program boz_cmplx
  implicit none
  integer :: x = 0
  real :: y = 1.5
  complex(8) :: z8
  print *, cmplx(b'01000000001010010101001111111101', x, 4)
  print *, cmplx(y, z'40490FDB', 4)
  print *, cmplx(z'40490FDB', kind=4)
  z8 = cmplx(z'400921FB54442D18', y, 8)
  print *, z8
end program
