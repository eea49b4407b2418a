! An explicit-shape array result of a type with default initialization
! starts with the default value in each element, also when the caller's
! storage held an earlier result; section bounds and subscripts that call
! a function are evaluated once per assignment.
! RUN: %diff-gfortran %s
program array_result_default_init
  implicit none
  type :: cell
    integer :: n = -1
    character(3) :: tag = 'new'
  end type
  type(cell) :: a(3)
  integer :: x(6), y(4), cnt
  a = fill(5)
  print '(3(i3,1x,a))', a
  a = fill(7)
  print '(3(i3,1x,a))', a
  y = [1, 2, 3, 4]
  x = 0
  cnt = 0
  x(pick(2):pick(5)) = y
  x(1:3:pick(2)) = y(pick(1):2)
  print '(6i3,a,i0)', x, ' calls ', cnt
contains
  function fill(k) result(r)
    integer, intent(in) :: k
    type(cell) :: r(3)
    integer :: i
    do i = 1, 3
      if (r(i)%n /= -1 .or. r(i)%tag /= 'new') print *, 'not initialized', i
      r(i)%n = k * i
      r(i)%tag = 'set'
    end do
  end function
  integer function pick(n)
    integer, intent(in) :: n
    cnt = cnt + 1
    pick = n
  end function
end program
