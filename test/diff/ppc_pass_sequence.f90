! RUN: %diff-gfortran %s
! A procedure pointer component of a SEQUENCE type passes the object as a
! TYPE(t) dummy (C760: polymorphic only if the type is extensible), by
! PASS(arg) at any position.
module pps_m
  implicit none
  type :: t
    sequence
    integer :: i
    procedure(show), pointer, pass(y) :: f
  end type
contains
  subroutine show(x, y)
    integer, intent(in) :: x
    type(t) :: y
    print *, 'show', x, y%i
  end subroutine
end module

program p
  use pps_m
  implicit none
  type(t) :: a
  a%i = 7
  a%f => show
  call a%f(3)
end program
