! IMPLICIT NONE: undeclared names are errors at their first use, once.
! RUN: %check-diags %s
program p
  implicit none
  integer :: i
  i = j + 1 ! ERROR: Symbol 'j' has no IMPLICIT type
  i = j + 2
  call s(i)
contains
  subroutine s(n)
    integer, intent(in) :: n
    real :: r
    r = n + undeclared ! ERROR: Symbol 'undeclared' has no IMPLICIT type
  end subroutine
  subroutine t(a) ! ERROR: Symbol 'a' has no IMPLICIT type
  end subroutine
end program
