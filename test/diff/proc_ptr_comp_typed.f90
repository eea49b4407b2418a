! Procedure pointer components declared PROCEDURE(type-spec), NOPASS: an
! implicit interface, a function of that type (REAL, a derived type).
! RUN: %diff-gfortran %s
module ppc_typed_m
  implicit none
  type :: t
    integer :: data
    procedure(real), pointer, nopass :: f => null()
    procedure(type(t)), pointer, nopass :: g => null()
  end type
contains
  real function half(x)
    real :: x
    half = x / 2
  end function
  function scaled(arg)
    type(t) :: scaled, arg
    scaled%data = arg%data * 5
  end function
end module

program ppc_typed
  use ppc_typed_m
  implicit none
  type(t) :: o, o2
  o%data = 3
  print *, associated(o%f), associated(o%g)
  o%f => half
  o%g => scaled
  o2 = o%g(o)
  print *, o%f(7.0), o2%data, associated(o%f)
end program
