! Derived types: components of intrinsic types, nested types, arrays of
! derived type, structure constructors, derived-type arguments and results,
! default component initialization, list-directed output of a structure.
! RUN: %diff-gfortran %s
module geometry
  implicit none
  type :: point
    real :: x = 0.0, y = 0.0
  end type point
  type :: segment
    type(point) :: a, b
    character(len=8) :: name = 'unnamed'
  end type segment
contains
  real function length(s)
    type(segment), intent(in) :: s
    length = sqrt((s%b%x - s%a%x)**2 + (s%b%y - s%a%y)**2)
  end function length

  function midpoint(s) result(m)
    type(segment), intent(in) :: s
    type(point) :: m
    m = point((s%a%x + s%b%x) / 2, (s%a%y + s%b%y) / 2)
  end function midpoint

  subroutine translate(p, dx, dy)
    type(point), intent(inout) :: p
    real, intent(in) :: dx, dy
    p%x = p%x + dx
    p%y = p%y + dy
  end subroutine translate
end module geometry

program derived_types
  use geometry
  implicit none
  type(point) :: p, q, origin
  type(segment) :: s
  type(point) :: poly(4)
  integer :: i
  real :: perimeter

  print *, origin
  p = point(3.0, 4.0)
  q = point(y=1.0, x=-1.0)
  print *, p, q
  s%a = origin
  s%b = p
  print *, 'name: ', s%name, ' length', length(s)
  s = segment(p, q, 'pq')
  print *, s%name, length(s), midpoint(s)
  call translate(p, 1.0, -1.0)
  print *, p%x, p%y

  poly = [point(0.0, 0.0), point(2.0, 0.0), point(2.0, 1.0), point(0.0, 1.0)]
  perimeter = 0
  do i = 1, 4
    perimeter = perimeter + length(segment(poly(i), poly(mod(i, 4) + 1), 'edge'))
  end do
  print *, 'perimeter', perimeter
  poly(3)%y = 5.0
  print *, poly(3), poly%x
end program derived_types
