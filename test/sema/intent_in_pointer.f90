! INTENT(IN) POINTER dummies: the target may be defined (whole, element),
! the association may not change (pointer assignment, ALLOCATE).
! RUN: %check-diags %s
module m
contains
  subroutine s(p, q)
    real, pointer, intent(in) :: p(:)
    real, pointer, intent(in) :: q
    real, target :: t(3)
    p = 2 * p
    p(1) = -1
    q = 5
    p => t           ! ERROR: INTENT(IN) cannot appear in a pointer assignment
    allocate(q)      ! ERROR: INTENT(IN) cannot appear in
  end subroutine
end module
