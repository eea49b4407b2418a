! A scalar structure constructor or function result assigned to a whole
! array of a type with allocatable components: every element gets its own
! copy of the components.
! RUN: %diff-gfortran %s
module acb_m
  implicit none
  type :: inner
    integer :: n
  end type
  type :: holder
    type(inner), allocatable :: one
    integer, allocatable :: list(:)
  end type
contains
  function make(k) result(h)
    integer, intent(in) :: k
    type(holder) :: h
    allocate (h%one, source=inner(k))
    h%list = [k, k + 1]
  end function
end module

program alloc_comp_broadcast
  use acb_m
  implicit none
  type(holder) :: v(3), w(2, 2)
  integer :: i

  v = holder(inner(5), [1, 2, 3])
  v(2)%one%n = 8
  v(3)%list(1) = 30
  do i = 1, 3
    print *, v(i)%one%n, v(i)%list
  end do

  w = make(4)
  w(1, 2)%one%n = -1
  w(2, 1)%list = [9]
  print *, w(1, 1)%one%n, w(1, 2)%one%n, w(2, 2)%one%n
  print *, w(1, 1)%list, '|', w(2, 1)%list, '|', w(2, 2)%list
end program
