! Whole-array assignment of a derived type with allocatable components copies deeply.
! RUN: %diff-gfortran %s
program run_derived_array_copy
  implicit none
  type :: bag
    integer, allocatable :: v(:)
  end type
  type(bag) :: a(2), b(2)
  allocate(a(1)%v(2), a(2)%v(3))
  a(1)%v = 1
  a(2)%v = 2
  b = a
  b(1)%v(1) = 99
  print *, a(1)%v, a(2)%v
  print *, b(1)%v, b(2)%v
end program run_derived_array_copy
