! Only a POINTER component may name a derived type defined further down;
! a type that is never defined is an error either way.
! RUN: %check-diags %s
program forward_type_errors
  type t
    type(u), pointer :: ok
    type(v) :: bad               ! ERROR: Derived type 'v' is not defined.
    type(w), pointer :: never    ! ERROR: Derived type 'w' is not defined.
  end type
  type u
    integer :: i
  end type
  type v
    integer :: j
  end type
end program
