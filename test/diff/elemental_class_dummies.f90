! Elemental procedures with CLASS dummies called with arrays (TYPE arrays,
! CLASS arrays of the declared and of an extended dynamic type, sections,
! scalars beside arrays); a scalar assigned to an allocated CLASS array.
! RUN: %diff-gfortran %s
module elemental_class_m
  implicit none
  type :: t
    integer :: c
  end type t
  type, extends(t) :: t2
    integer :: d = 100
  end type
contains
  elemental function plus(lhs, rhs)
    class(t), intent(in) :: lhs, rhs
    type(t)             :: plus
    plus%c = lhs%c + rhs%c
    select type (lhs)
    type is (t2)
      plus%c = plus%c + lhs%d
    end select
  end function plus
end module
program elemental_class_dummies
  use elemental_class_m
  implicit none
  type(t) :: x(3), y(3), z(3)
  type(t2) :: w(3)
  class(t), allocatable :: b(:), c(:)
  x%c = [1, 2, 3]; y%c = [10, 20, 30]
  w%c = [4, 5, 6]; w%d = [1000, 2000, 3000]
  z = plus(x, y)
  print *, z%c
  z = plus(x(1), y)
  print *, z%c
  allocate(b, source=x)
  z = plus(b, y)
  print *, z%c
  deallocate(b)
  allocate(b, source=w)
  z = plus(b, y)
  print *, z%c
  z(1:2) = plus(w(2:3), y(1))
  print *, z(1:2)%c
  allocate(c(3), source=t(13))
  c = plus(c(1), b)
  print *, c%c
  c = t(7)
  print *, c%c
end program
