! Fortran 2008 intrinsics (BESSEL_Y0/Y1/JN/YN, ERFC_SCALED, MASKL/MASKR,
! IALL/IANY/IPARITY with DIM= and MASK=, PARITY) and GNU extensions
! (ISNAN, AND/OR/XOR, LSHIFT/RSHIFT, DBESY0/BESJ1, DGAMMA/LGAMMA/ALGAMA/DLGAMA, GETARG with an
! INTEGER(2) position, IARGC, TIME/TIME8, EXIT with a status).
! RUN: %diff-gfortran --args "alpha beta" %s
! RUN: %diff-gfortran -O2 %s
program gnu_f2008_intrinsics
! (volatile: gfortran -O2 would fold the Bessel functions of a known value with MPFR)
real(8), volatile :: x = 1.5d0
real(8) :: z
real, volatile :: y = 2.0
integer :: n = 2, ia(4) = [7,3,5,12], i2(2,3), d
integer(2) :: k2 = 0
integer(8) :: big(3) = [1_8, 2_8**40, 3_8]
character(10) :: s, s0
logical :: l(3) = [.true., .false., .true.], l2(2,2)
i2 = reshape([1,2,4,8,16,32], [2,3])
l2 = reshape([.true., .true., .false., .true.], [2,2])
d = 2
print *, erfc_scaled(x), erfc_scaled(y), bessel_jn(n, x), bessel_yn(n, y)
print *, bessel_y0(x), bessel_y1(y), dbesy0(x), besj1(y)
print *, dgamma(x), lgamma(y), algama(y), dlgama(x)
z = 0
z = z / z
print *, isnan(x), isnan(z), isnan(real(z))
print *, iall(ia), iany(ia), iparity(ia), parity(l), iall(big), iany(big)
print *, iany(i2, dim=1), iany(i2, dim=2), iparity(i2, 1), iall(ia, mask=ia > 4)
print *, iany(i2, dim=d), parity(l2, dim=1), parity(l2, 2)
print *, maskl(3), maskr(3), maskl(0), maskr(32), maskl(5, 8), maskr(64, kind=8)
print *, and(12, 10), or(12, 10), xor(12, 10), lshift(3, 4), rshift(-64, 2)
call getarg(k2, s)
call getarg(1, s0)
call getarg(2, s)
print *, trim(s)
print *, len_trim(s) > 0, '[', s0, ']', iargc()
print *, time() > 0, time8() > 0
call exit(3)
end program
