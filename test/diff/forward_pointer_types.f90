! POINTER components whose derived type is defined further down the same
! specification part (types of a linked structure that point at each
! other), in a module and in a main program.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module links
  implicit none
  type node_a
    integer :: v
    type(node_b), pointer :: other => null()
  end type
  type node_b
    real :: w
    type(node_a), pointer :: back => null()
    type(node_b), pointer :: next(:) => null()
  end type
end module
program forward_pointer_types
  use links
  type(node_a), target :: a
  type(node_b), target :: b
  a%v = 3
  b%w = 2.5
  a%other => b
  b%back => a
  allocate(b%next(2))
  b%next(2)%w = 7.5
  print *, a%other%w, b%back%v, a%other%back%other%w, associated(a%other%back, a), size(b%next), b%next(2)%w
  call local_types
contains
  subroutine local_types
    type rec1
      integer :: value
      type(rec2), pointer :: p2
    end type
    type rec2
      integer :: value
      type(rec1), pointer :: p1
    end type
    type(rec1), target :: r1
    type(rec2), target :: r2
    r1%value = 1
    r2%value = 2
    r1%p2 => r2
    r2%p1 => r1
    print *, r1%p2%value, r2%p1%value, r1%p2%p1%p2%value
  end subroutine
end program
