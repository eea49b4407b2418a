! Errors with derived types and structure constructors.
! RUN: %check-diags %s
program derived_err
  implicit none
  type :: t
    integer :: i
    real :: r = 1.0
  end type
  type(t) :: a
  type(undefined_t) :: b ! ERROR: Derived type 'undefined_t' is not defined
  integer :: k
  a%j = 1 ! ERROR: 'j' is not a component of TYPE(t)
  k%i = 2 ! ERROR: '%i' is applied to an expression of type INTEGER(4), which is not a derived type
  a = t() ! ERROR: Component 'i' of TYPE(t) has no value in the structure constructor
  a = t(1, 2.0, 3) ! ERROR: Too many values in the structure constructor of TYPE(t)
  a = t(i=1, q=2) ! ERROR: 'q' is not a component of TYPE(t)
  a = t('x') ! ERROR: Type mismatch for component 'i' of TYPE(t): CHARACTER(1) given, INTEGER(4) expected
  a = 1 ! ERROR: Type mismatch in assignment: cannot assign INTEGER(4) to TYPE(t)
  a = t(1)
end program
