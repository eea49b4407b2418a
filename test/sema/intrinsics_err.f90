! Intrinsic procedures: keyword placement, required and unknown arguments,
! argument types, MAX/MIN with mixed types (an error, as in gfortran),
! subroutine/function confusion.
! RUN: %check-diags %s
program intr_err
  implicit none
  integer :: i, v(4)
  real :: r, m(2, 2)
  character(len=4) :: s
  intrinsic :: sqrt
  r = sqrt(i) ! ERROR: Argument of intrinsic 'sqrt' must be REAL or COMPLEX, not INTEGER(4)
  i = max(1, 2.0) ! ERROR: Arguments of intrinsic 'max' must have the same type, not INTEGER(4) and REAL(4)
  i = mod(5) ! ERROR: Missing actual argument 'p' in the call of intrinsic 'mod'
  i = size(v, dimen=1) ! ERROR: Intrinsic 'size' has no argument 'dimen'
  i = int(r, kind=i) ! ERROR: KIND argument must be a constant expression
  i = sum(i) ! ERROR: Argument 'array' of intrinsic 'sum' must be an array
  i = len(r) ! ERROR: Argument of intrinsic 'len' must be CHARACTER, not REAL(4)
  r = cpu_time(r) ! ERROR: 'cpu_time' is an intrinsic subroutine, not a function
  i = sin(r, r) ! ERROR: Too many arguments in the call of intrinsic 'sin'
  m = matmul(v, v) ! ERROR: Arguments of MATMUL must have rank 1 or 2, and not both rank 1
  i = iand(i, r) ! ERROR: Arguments of intrinsic 'iand' must have the same type, not INTEGER(4) and REAL(4)
  call cpu_time(r)
  if (allocated(v)) i = 1 ! ERROR: Argument of intrinsic 'allocated' must be an ALLOCATABLE variable
  if (associated(v)) i = 1 ! ERROR: Argument of intrinsic 'associated' must be a POINTER
  if (present(r)) i = 1 ! ERROR: Argument of intrinsic 'present' must be an OPTIONAL dummy argument
  i = max(1, 2, 3, a4=4)
  i = sum(v, dim=1)
  i = sum(v, v > 0)
  r = real(i) + real(i, 8) + dble(r)
  s = trim(s) // adjustl(s)
  i = index(s, 'a', back=.true.)
end program
