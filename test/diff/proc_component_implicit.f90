! RUN: %diff-gfortran %s
! PROCEDURE(), POINTER, NOPASS components: an implicit interface, called
! as a subroutine with any arguments, also in an extension of the type
! and with the object itself as an argument.
module pci_m
  implicit none
  type :: t
    integer :: i = 0
    procedure(), pointer, nopass :: hook => null()
  end type
  type, extends(t) :: t2
    procedure(), pointer, nopass :: hook2
  end type
contains
  subroutine bump(x)
    type(t), intent(inout) :: x
    x%i = x%i + 10
  end subroutine
  subroutine show(n, r)
    integer, intent(in) :: n
    real, intent(in) :: r
    print *, 'show', n, r
  end subroutine
end module

program p
  use pci_m
  implicit none
  type(t) :: a
  type(t2) :: b
  print *, associated(a%hook)
  a%hook => bump
  call a%hook(a)
  call a%hook(a)
  print *, a%i, associated(a%hook, bump)
  b%hook => show
  b%hook2 => show
  call b%hook(1, 2.5)
  call b%hook2(3, -1.0)
end program
