! An assumed-shape CLASS array dummy takes any array of an extension (it
! gets gfortran's container: descriptor and vtable); other CLASS arrays
! (explicit-shape dummies, allocatables, pointers) hold elements of their
! declared type only (docs/known-bugs.md), so an array of an extension
! reaching one is refused where it would be mis-addressed.
! RUN: %check-diags %s
module class_array_m
  implicit none
  type :: base
    integer :: id = 0
  end type
  type, extends(base) :: big
    real :: payload(4) = 7
  end type
contains
  subroutine show(list)
    class(base), intent(in) :: list(:)
    print *, size(list), list(1)%id
    call fixed(list(1:2))
    call fixed(list)
  end subroutine
  subroutine fixed(list)
    class(base), intent(in) :: list(2)
    print *, list(1)%id
  end subroutine
end module

program class_array_limits
  use class_array_m
  implicit none
  type(big), target :: b(3)
  type(base), target :: plain(2)
  class(base), allocatable :: a(:)
  class(base), pointer :: p(:)
  call show(plain)
  call show(b)
  ! ERROR: Passing an array of type TYPE(big) to a CLASS array of declared type CLASS(base) is not supported yet
  call fixed(b)
  allocate(a(2))
  deallocate(a)
  allocate(base :: a(2))
  deallocate(a)
  ! ERROR: ALLOCATE with type TYPE(big) to a CLASS array of declared type CLASS(base) is not supported yet
  allocate(big :: a(2))
  p => plain
  ! ERROR: Pointer assignment of a target of type TYPE(big) to a CLASS array of declared type CLASS(base) is not supported yet
  p => b
end program
