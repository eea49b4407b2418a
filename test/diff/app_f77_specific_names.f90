! FORTRAN 77 specific intrinsic names (DMAX1, AMOD, ISIGN, DATAN2, ALOG10,
! IDNINT, CABS, CSQRT, DCONJG, DIMAG, DFLOAT ...) are the generic intrinsics.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program sp
  double precision a, b
  real x
  complex c
  integer i
  a = 2.5d0; b = -1.25d0; x = 7.5; c = (3.0, 4.0); i = 7
  print *, dmax1(a, b, 1d0), dmin1(a, b), amax1(x, 2.0), amin1(x, 2.0, 9.0), max0(i, 3), min0(i, 3)
  print *, dmod(a, 1d0), amod(x, 2.0), isign(i, -1), dsign(a, b), idim(i, 2), ddim(a, b)
  print *, dtan(a), datan(a), datan2(a, b), dasin(0.5d0), dacos(0.5d0), dsinh(a), dcosh(a), dtanh(a)
  print *, alog10(x), dlog10(a), dint(a), dnint(a), idnint(a), cabs(c), csqrt(c), cexp(c)
  print *, clog(c), dconjg(dcmplx(a, b)), dimag(dcmplx(a, b)), dfloat(i)
end program
