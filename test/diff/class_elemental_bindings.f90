! ELEMENTAL type-bound procedures of CLASS arrays: the elemental call of
! the procedure of the array's one dynamic type (from its vtable), for
! functions and subroutines, on CLASS array variables, dummies, sections
! and components; ELEMENTAL defined assignment and operators of generic
! bindings apply to arrays too (a CLASS array's own through its vtable).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module class_elemental_m
  implicit none
  type :: shape
    real :: s = 1.0
  contains
    procedure :: area => shape_area
    procedure :: grow => shape_grow
  end type
  type, extends(shape) :: square
  contains
    procedure :: area => square_area
    procedure :: grow => square_grow
  end type
  type :: bag
    class(shape), allocatable :: items(:)
  end type
  type :: counter
    integer :: n = 0
  contains
    procedure :: set
    procedure :: minus
    generic :: assignment(=) => set
    generic :: operator(-) => minus
  end type
contains
  impure elemental subroutine set(a, b)
    class(counter), intent(out) :: a
    class(counter), intent(in) :: b
    a%n = b%n + 1000
  end subroutine
  elemental function minus(a, b) result(c)
    class(counter), intent(in) :: a, b
    type(counter) :: c
    c%n = a%n - b%n
  end function
  elemental real function shape_area(self)
    class(shape), intent(in) :: self
    shape_area = -self%s
  end function
  elemental real function square_area(self)
    class(square), intent(in) :: self
    square_area = self%s * self%s
  end function
  elemental subroutine shape_grow(self, by)
    class(shape), intent(inout) :: self
    real, intent(in) :: by
    self%s = self%s - by
  end subroutine
  elemental subroutine square_grow(self, by)
    class(square), intent(inout) :: self
    real, intent(in) :: by
    self%s = self%s + by
  end subroutine
  subroutine report(a)
    class(shape), intent(inout) :: a(:)
    print *, a%area()
    call a%grow(0.5)
    print *, a%area()
    print *, sum(a(2:)%area())
  end subroutine
end module
program class_elemental_bindings
  use class_elemental_m
  implicit none
  class(shape), allocatable :: a(:)
  type(bag) :: b
  real :: r(3)
  allocate(a(3), source=[square(1.0), square(2.0), square(3.0)])
  print *, a%area()
  call a%grow([1.0, 2.0, 3.0])
  r = a%area()
  print *, r
  call report(a)
  deallocate(a)
  allocate(a(2), source=shape(4.0))
  call report(a)
  allocate(b%items(2), source=[square(5.0), square(6.0)])
  print *, b%items%area()
  call b%items%grow(1.0)
  call report(b%items)
  call assignments()
contains
  subroutine assignments()
    class(counter), allocatable :: x(:), tmp(:)
    type(counter) :: y(3)
    integer :: i, idx(3) = [3, 1, 2]
    allocate(tmp(3), source=[(counter(i), i = 1, 3)])
    allocate(x(3))
    x = tmp(idx)
    print *, x%n
    x = tmp
    print *, x%n
    y = tmp(1)
    print *, y%n
    x = x - tmp(2)
    print *, x%n
  end subroutine
end program
