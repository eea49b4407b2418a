! %VAL takes a numeric or
! LOGICAL scalar; to an explicit interface %VAL and %REF say how the actual
! is passed whatever the dummy's VALUE attribute (as gfortran).
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
  call byref(%val(i))
  call byval(%ref(i))
  call ext(%val(.true.), %ref(a))
end program
