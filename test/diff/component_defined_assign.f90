! Intrinsic assignment of a derived type calls the type-bound defined
! assignment of its components (also nested, inherited through EXTENDS,
! and for each element of an array component).
! RUN: %diff-gfortran %s
module cda_m
  implicit none
  type :: counter
    integer :: v = 0
  contains
    procedure :: set_counter
    generic :: assignment(=) => set_counter
  end type
  type :: pair
    type(counter) :: c(2)
    integer :: tag = -1
  end type
  type, extends(pair) :: triple
    real :: w = 0.0
  end type
  type :: outer
    type(pair) :: p
    integer, allocatable :: extra(:)
  end type
  type :: solo
    type(counter) :: s
    integer :: tag = 0
  end type
contains
  elemental subroutine set_counter(lhs, rhs)
    class(counter), intent(inout) :: lhs
    class(counter), intent(in) :: rhs
    lhs%v = rhs%v * 10 + 1
  end subroutine
end module

program component_defined_assign
  use cda_m
  implicit none
  type(pair) :: a, b
  type(triple) :: t(3)
  type(outer) :: o1, o2
  type(pair), allocatable :: h
  type(solo) :: arr(3)

  b%c(1)%v = 2
  b%c(2)%v = 3
  b%tag = 9
  a = b
  print *, a%c%v, a%tag
  t(2) = triple(b, 1.5)
  print *, t(2)%c%v, t(2)%tag, t(2)%w
  t(3) = t(2)
  print *, t(3)%c%v
  o2%p = b
  o2%extra = [4, 5]
  o1 = o2
  print *, o1%p%c%v, o1%extra
  h = b
  print *, h%c%v, h%tag
  arr(2:3) = solo(counter(4), 1)
  print *, arr%s%v, arr%tag
end program
