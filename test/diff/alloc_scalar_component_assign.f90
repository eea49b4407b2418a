! RUN: %diff-gfortran %s
! Intrinsic assignment to an unallocated allocatable scalar component
! allocates it (F2003 7.4.1.3), as it does for an allocatable scalar
! variable: components of scalars, of array elements and of components,
! of intrinsic and derived type, in recursive types; an allocated one is
! assigned in place. cuf90 stored through the null component (a segfault).
module alloc_scalar_component_m
  implicit none
  type :: inner
    real, allocatable :: r
    integer :: k = 3
  end type
  type :: node
    type(node), allocatable :: kids(:)
    integer, allocatable :: ia
    type(inner), allocatable :: in
    complex, allocatable :: z
  end type
end module

program alloc_scalar_component_assign
  use alloc_scalar_component_m
  implicit none
  type(node), allocatable, target :: a
  type(node) :: s, arr(3)
  integer, pointer :: p
  allocate(a)
  print *, allocated(a%ia), allocated(a%in), allocated(a%kids)
  a%ia = 1
  a%z = (1.5, -2.0)
  print *, allocated(a%ia), a%ia, a%z
  p => a%ia
  a%ia = 10
  print *, 'in place:', associated(p, a%ia), p
  allocate(a%kids(2))
  a%kids(2)%ia = 42
  a%kids(2)%in = inner(r=null())
  print *, allocated(a%kids(1)%ia), a%kids(2)%ia, allocated(a%kids(2)%in), a%kids(2)%in%k
  a%kids(2)%in%r = 2.5
  print *, a%kids(2)%in%r
  s%in = inner(7.0, 9)
  s%in%r = s%in%r + 1
  print *, s%in%r, s%in%k
  arr(2)%ia = 5
  arr(3)%ia = arr(2)%ia * 2
  print *, allocated(arr(1)%ia), arr(2)%ia, arr(3)%ia
  deallocate(a)
end program
