! Procedure pointer components of an implicit interface have no passed
! object: PROCEDURE() and PROCEDURE(type-spec) components must be NOPASS.
! RUN: %check-diags %s
module m
  implicit none
  type :: t
    procedure(), pointer :: f ! ERROR: A procedure pointer component of an implicit interface, PROCEDURE(), must be NOPASS
    procedure(real), pointer :: g ! ERROR: A procedure pointer component of an implicit interface, PROCEDURE(REAL(4)), must be NOPASS
    procedure(), pointer, nopass :: ok
  end type
end module
