! Assignment: type compatibility, rank, definability (INTENT(IN), named
! constants, DO variables), pointer assignment.
! RUN: %check-diags %s
subroutine assign_err(x, n)
  implicit none
  real, intent(in) :: x
  integer, intent(inout) :: n
  integer, parameter :: k = 3
  integer :: i, v(3), m(2, 2)
  character(len=4) :: s
  logical :: l
  real, pointer :: p, pv(:)
  real, target :: t, tv(5)
  real :: nt, sfun
  sfun(nt) = nt + 1
  x = 1.0 ! ERROR: Dummy argument 'x' with INTENT(IN) cannot appear in an assignment
  k = 4 ! ERROR: Named constant 'k' cannot appear in an assignment
  i = s ! ERROR: Type mismatch in assignment: cannot assign CHARACTER(4) to INTEGER(4)
  l = 1 ! WARNING: Extension: Conversion from INTEGER(4) to LOGICAL(4)
  s = 1.5 ! ERROR: Type mismatch in assignment: cannot assign REAL(4) to CHARACTER(4)
  i = v ! ERROR: Cannot assign a rank-1 array to a scalar
  v = m ! ERROR: Rank mismatch in assignment: cannot assign a rank-2 array to a rank-1 variable
  do i = 1, 3
    i = 2 ! ERROR: DO variable 'i' cannot be redefined inside its loop
  end do
  p => t
  pv => tv(2:4)
  p => nt ! ERROR: Pointer target must have the TARGET or POINTER attribute
  t => p ! ERROR: Left-hand side of a pointer assignment must be a POINTER
  pv => t ! ERROR: Rank mismatch in pointer assignment: rank-0 target for a rank-1 pointer
  p => null()
  v = 0
  v = [1, 2, 3]
  m(1, :) = v(1:2)
  n = x
  s = 'abcdefgh'
end subroutine
