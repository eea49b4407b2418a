! An elemental procedure with a CLASS dummy called on a whole CLASS array
! (pointer, allocatable, dummy): each element keeps the array's dynamic type.
! RUN: %diff-gfortran %s
module ecaa_m
  implicit none
  type :: base
    integer :: k = 1
  end type
  type, extends(base) :: heavy
    real :: mass = 0.0
  end type
contains
  elemental real function weight(o)
    class(base), intent(in) :: o
    select type (o)
    type is (heavy)
      weight = o%mass * o%k
    class default
      weight = -1.0
    end select
  end function
  elemental subroutine bump(o)
    class(base), intent(inout) :: o
    select type (o)
    type is (heavy)
      o%mass = o%mass + 1.0
    class default
      o%k = o%k + 10
    end select
  end subroutine
  subroutine through_dummy(xs)
    class(base), intent(inout) :: xs(:)
    call bump(xs)
    print *, weight(xs)
  end subroutine
end module

program elemental_class_array_arg
  use ecaa_m
  implicit none
  class(base), pointer :: p(:)
  class(base), allocatable :: a(:)
  integer :: i
  allocate (p(3), source=[(heavy(i, 1.5 * i), i = 1, 3)])
  print *, weight(p)
  call bump(p)
  print *, weight(p)
  allocate (a(2), source=base(4))
  print *, weight(a)
  call through_dummy(a)
  select type (a)
  type is (base)
    print *, a%k
  end select
  call through_dummy(p)
  deallocate (p)
end program
