! %VAL takes a numeric or
! LOGICAL scalar and, to an explicit interface, matches only a VALUE dummy.
! RUN: %check-diags %s
module m
  implicit none
contains
  subroutine byval(n)
    integer, value :: n
  end subroutine
  subroutine byref(n)
    integer :: n
  end subroutine
end module

program p
  use m
  implicit none
  integer :: i = 1, a(3) = 0
  call ext(%val('x')) ! ERROR: The argument of %VAL must be of a numeric or LOGICAL type
  call ext(%val(a)) ! ERROR: The argument of %VAL must be a scalar
  call byref(%val(i)) ! ERROR: %VAL actual argument for non-VALUE dummy 'n' of 'byref'
  call byval(%ref(i)) ! ERROR: %REF actual argument for VALUE dummy 'n' of 'byval'
  call ext(%val(.true.), %ref(a))
end program
