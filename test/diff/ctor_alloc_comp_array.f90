! Structure constructors giving values to ALLOCATABLE components are not
! constants (F2008 7.1.12: only NULL() is), also when every value is: an
! array constructor of them keeps the allocated components, as an
! assignment and as SOURCE= of a CLASS array.
! RUN: %diff-gfortran %s
module ctor_alloc_m
  implicit none
  type :: base
    integer :: id
  end type
  type, extends(base) :: rec
    integer, allocatable :: v(:)
  end type
end module

program ctor_alloc_comp_array
  use ctor_alloc_m
  implicit none
  type(rec) :: e(2), f
  class(base), allocatable :: c(:)
  integer :: k = 5
  f = rec(1, [1, 2])
  print *, f%v
  e = [rec(1, [1, 2]), rec(2, [3, 4, 5])]
  print *, e(1)%v, '|', e(2)%v
  e = [rec(1, [1, k]), rec(2, [3, 4, k])]
  print *, e(1)%v, '|', e(2)%v
  e = [rec(7, null()), rec(8, [9])]
  print *, allocated(e(1)%v), e(2)%v
  allocate(c(2), source=[rec(1, [10, 20]), rec(2, [30])])
  select type (c)
  type is (rec)
    print *, c(1)%id, c(1)%v, '|', c(2)%id, c(2)%v
  end select
end program
