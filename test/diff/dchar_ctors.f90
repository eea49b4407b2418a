! Structure constructors with array components (fixed shape, broadcast,
! allocatable: allocated to the value's shape), pointer components (target,
! null()), allocatable scalars, nested derived values with allocatable
! components (deep copies), deferred-length CHARACTER components.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module dchar_ctors_m
  implicit none
  type poly
    real, allocatable :: c(:)
    character(len=:), allocatable :: name
  end type
  type node
    integer :: val
    type(node), pointer :: next => null()
  end type
  type grid
    integer :: n(2, 2)
    character(len=3) :: tags(2)
    real, allocatable :: w
    type(poly) :: p
  end type
contains
  function eval(p, x) result(y)
    type(poly), intent(in) :: p
    real, intent(in) :: x
    real :: y
    integer :: i
    y = 0
    do i = size(p%c), 1, -1
      y = y * x + p%c(i)
    end do
  end function
end module
program dchar_ctors
  use dchar_ctors_m
  implicit none
  type(poly) :: p, q
  type(poly), allocatable :: ps(:)
  type(node), target :: n1, n2
  type(grid) :: g
  real :: coef(4) = [1.0, -2.0, 0.5, 3.0]
  integer :: i
  p = poly([1.0, 2.0, 3.0], 'quad')
  print *, p%c, p%name, eval(p, 2.0)
  q = poly(coef(2:4), 'cubic-ish')
  print *, q%c, q%name, lbound(q%c), eval(q, 1.5)
  p = poly([p%c, 4.0], p%name // '+')
  print *, p%c, p%name
  ps = [poly([1.0], 'one'), poly([1.0, 1.0], 'two'), q]
  q%c(1) = 99
  do i = 1, size(ps)
    print *, i, size(ps(i)%c), ps(i)%c, ' ', ps(i)%name
  end do
  n2 = node(2)
  n1 = node(1, n2)
  print *, n1%val, n1%next%val, associated(n2%next)
  n2 = node(3, null())
  print *, n1%next%val
  g = grid(reshape([1, 2, 3, 4], [2, 2]), ['ab ', 'cde'], 2.5, poly([7.0], 'g'))
  print *, g%n, g%tags, g%w, g%p%c, g%p%name
  g = grid(0, 'x', 1.0, p)
  p%c = 0
  print *, g%n, g%tags, g%w, g%p%c, g%p%name
end program
