! A reference to a function with a POINTER result as the variable of an
! assignment (F2008): scalar and array results, a type-bound one.
! RUN: %diff-gfortran %s
module ptr_fn_m
  implicit none
  integer, target :: store(6) = 0
  type :: bag
    integer, allocatable :: i(:)
  contains
    procedure :: slot
  end type
contains
  function elem(k) result(p)
    integer, intent(in) :: k
    integer, pointer :: p
    p => store(k)
  end function
  function part(lo, hi) result(p)
    integer, intent(in) :: lo, hi
    integer, pointer :: p(:)
    p => store(lo:hi)
  end function
  function slot(this, k) result(p)
    class(bag), target, intent(in) :: this
    integer, intent(in) :: k
    integer, pointer :: p
    p => this%i(k)
  end function
end module

program ptr_fn_assign
  use ptr_fn_m
  implicit none
  type(bag), target :: b
  elem(2) = 7
  part(4, 6) = [1, 2, 3]
  part(1, 1) = elem(2) + 1
  print *, store
  allocate(b%i(3))
  b%i = 0
  b%slot(2) = 5
  print *, b%i
end program
