! The GNU library procedures check their arguments and the form they are
! called in.
! RUN: %check-diags %s
program gnu_errors
  integer :: st, v(13)
  real :: r(13)
  character(10) :: s
  call ftell(10, 2.5)              ! ERROR: Argument 'offset' of 'ftell' must be a scalar INTEGER variable.
  call stat('f', r)                ! ERROR: Argument 'values' of 'stat' must be a rank-1 INTEGER(4) or INTEGER(8) array.
  call chmod(s, 5, st)             ! ERROR: Argument 'mode' of 'chmod' must be a scalar CHARACTER.
  call fseek(10, 0)                ! ERROR: Missing actual argument 'whence' in the call of intrinsic 'fseek'.
  call getcwd('abc')               ! ERROR: Argument 'c' of 'getcwd' must be a scalar CHARACTER variable.
  st = itime(v)                    ! ERROR: 'itime' is an intrinsic subroutine, not a function.
  st = access('f')                 ! ERROR: Missing actual argument 'mode' in the call of intrinsic 'access'.
  call itime(v, 3)                 ! ERROR: Too many arguments in the call of intrinsic 'itime'.
end program
