! Intrinsic assignment to an allocatable CLASS array: the dynamic type, shape
! and bounds of the right-hand side (whole arrays, sections, constructors,
! a section of the variable itself), deep copies of allocatable components;
! MOVE_ALLOC of CLASS arrays keeps the dynamic type.
! RUN: %diff-gfortran %s
module shapes
  implicit none
  type :: base
    integer :: id = 0
  end type
  type, extends(base) :: circle
    real :: r = 1.0
  end type
  type, extends(base) :: named
    character(len=:), allocatable :: label
  end type
contains
  subroutine show(xs)
    class(base), intent(in) :: xs(:)
    integer :: k
    do k = 1, size(xs)
      select type (x => xs(k))
      type is (circle)
        print *, 'circle', x%id, x%r
      type is (named)
        print *, 'named', x%id, x%label
      class default
        print *, 'base', x%id
      end select
    end do
  end subroutine
end module

program class_array_assign
  use shapes
  implicit none
  class(base), allocatable :: c(:), d(:)
  type(circle) :: cs(3)
  type(named) :: ns(2)
  integer :: k
  cs%id = [1, 2, 3]
  cs%r = [0.5, 1.5, 2.5]
  c = cs
  print *, size(c), lbound(c), ubound(c)
  call show(c)
  c = [base :: base(7), base(8)]
  call show(c)
  do k = 1, 2
    ns(k)%id = 10 * k
    ns(k)%label = repeat('ab', k)
  end do
  c = ns
  call show(c)
  d = c
  c = c(2:2)
  call show(c)
  call show(d)
  c = cs(3:1:-2)
  print *, size(c), lbound(c)
  call show(c)
end program
