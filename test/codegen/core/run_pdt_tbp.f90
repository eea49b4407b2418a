! A parameterized type with a type-bound procedure and a POINTER component
! of its own instance (gfortran 12 rejects the binding, so no diff test):
! the instance, not the template, holds the bindings.
! RUN: %cuf90 %s -o %t && %t | FileCheck %s
module run_pdt_tbp_m
  implicit none
  type :: node(k)
    integer, kind :: k = 4
    integer(k) :: v
    type(node(k)), pointer :: next => null()
  contains
    procedure :: get
  end type
contains
  integer function get(self)
    class(node), intent(in) :: self
    get = int(self%v)
    if (associated(self%next)) get = get + self%next%get()
  end function
end module

program run_pdt_tbp
  use run_pdt_tbp_m
  implicit none
  type(node), target :: a, b
  a%v = 3
  b%v = 4
  a%next => b
  ! CHECK: 7 4 F
  print '(i0,1x,i0,1x,l1)', a%get(), a%next%v, associated(b%next)
end program
