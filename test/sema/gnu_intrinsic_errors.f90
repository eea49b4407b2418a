! Argument types of the Fortran 2008 and GNU intrinsics are checked.
! RUN: %check-diags %s
program gnu_intrinsic_errors
  real :: r(3), x
  integer :: i
  logical :: l(2)
  character(4) :: s
  print *, iall(r)              ! ERROR: Argument of intrinsic 'iall' must be INTEGER, not REAL(4).
  print *, parity(r)            ! ERROR: Argument of intrinsic 'parity' must be LOGICAL, not REAL(4).
  print *, bessel_jn(x, x)      ! ERROR: Argument of intrinsic 'bessel_jn' must be INTEGER, not REAL(4).
  print *, bessel_yn(i, i)      ! ERROR: Argument of intrinsic 'bessel_yn' must be REAL, not INTEGER(4).
  print *, isnan(i)             ! ERROR: Argument of intrinsic 'isnan' must be REAL, not INTEGER(4).
  call getarg(i, x)             ! ERROR: Argument of intrinsic 'getarg' must be CHARACTER, not REAL(4).
  call exit(x)                  ! ERROR: Argument of intrinsic 'exit' must be INTEGER, not REAL(4).
  print *, l, s
end program
