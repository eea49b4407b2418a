! Declaration errors: duplicates, conflicting attributes, shapes that
! need ALLOCATABLE/POINTER, dummy-only attributes.
! RUN: %check-diags %s
module decl_err_m
  implicit none
  integer :: a
  real :: a ! ERROR: Symbol 'a' is already declared at line 6
  real, allocatable :: b(10) ! ERROR: ALLOCATABLE array 'b' must have a deferred shape
  real :: c(:) ! ERROR: Array 'c' with deferred shape must be ALLOCATABLE or POINTER
  real, allocatable, pointer :: d(:) ! ERROR: ALLOCATABLE and POINTER attributes conflict for 'd'
  integer, intent(in) :: e ! ERROR: INTENT attribute on 'e', which is not a dummy argument
  integer, parameter :: f ! ERROR: Named constant 'f' has no value
  integer, parameter, allocatable :: g(:) = [1] ! ERROR: PARAMETER attribute conflicts with another attribute of 'g'
  real :: h(*) ! ERROR: Assumed-size array 'h' must be a dummy argument
  integer :: n
  real :: auto(n) ! ERROR: Array 'auto' with non-constant bounds must be a dummy argument or a local of a procedure
  dimension k2(3)
  real :: k2(2) ! ERROR: Array shape of 'k2' is specified twice
  character(len=*) :: s ! ERROR: CHARACTER(*) variable 's' must be a dummy argument or a named constant
  character(len=:) :: t ! ERROR: CHARACTER(:) variable 't' must be ALLOCATABLE or POINTER
contains
  subroutine sub(x, x) ! ERROR: Dummy argument 'x' appears twice
    real :: x
  end subroutine
  subroutine sub2(y)
    real, value, intent(out) :: y ! ERROR: VALUE dummy 'y' cannot have INTENT(OUT) or INTENT(INOUT)
  end subroutine
end module
