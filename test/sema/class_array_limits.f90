! CLASS array dummies of any shape and ALLOCATABLE/POINTER CLASS array
! variables and components take any array of an extension (gfortran's
! container: descriptor and vtable); an array element for an
! explicit-shape CLASS dummy (sequence association) is refused rather
! than passed without its container (docs/known-bugs.md).
! RUN: %check-diags %s
module class_array_m
  implicit none
  type :: base
    integer :: id = 0
  end type
  type, extends(base) :: big
    real :: payload(4) = 7
  end type
  type :: holder
    class(base), allocatable :: items(:)
    class(base), pointer :: view(:) => null()
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
  type(holder) :: h
  call show(plain)
  call show(b)
  call fixed(b)
  ! ERROR: Passing an array element to CLASS array dummy 'list' is not supported yet.
  call fixed(b(2))
  allocate(big :: a(2))
  p => b
  allocate(base :: h%items(2))
  deallocate(h%items)
  allocate(big :: h%items(2))
  h%view => plain
  h%view => b
end program
