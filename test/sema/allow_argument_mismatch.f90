! -fallow-argument-mismatch (gfortran): passing a buffer of another type or
! rank to a procedure of the same file is a warning, and the address is
! passed unchanged (legacy MPI-style code); without it, an error.
! RUN: %cuf90 -fallow-argument-mismatch %s -o %t 2>&1 | FileCheck --check-prefix=WARN %s
! RUN: %t | FileCheck %s
! RUN: %check-diags %s
! WARN: warning: Type mismatch in argument 'buf' of 'fill': passed REAL(8) to INTEGER(4).
! WARN: warning: Rank mismatch in argument 'buf' of 'fill' (rank-1 and scalar).
! CHECK: 7
subroutine fill(buf, n)
  integer :: n, buf(n)
  buf = 7
end subroutine
program allow_mismatch
  real(8) :: x(2)
  integer :: i
  call fill(x, 2) ! ERROR: Type mismatch in argument 'buf' of 'fill': passed REAL(8) to INTEGER(4).
  call fill(i, 1) ! ERROR: Rank mismatch in argument 'buf' of 'fill' (rank-1 and scalar).
  print '(i0)', i
end program
