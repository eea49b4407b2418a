! RUN: %diff-gfortran %s
! A scalar operand of an array expression that references a function is
! evaluated once per statement, before the element loops, as gfortran
! does: `a + f()`, a broadcast `r = f()`, SPREAD's source, MAXLOC's BACK,
! SUM's mask, a reduction of `b * f()`, an elemental function's scalar
! argument. cuf90 called f once for every element.
module array_scalar_calls_m
  implicit none
  integer :: calls = 0
contains
  integer function f()
    calls = calls + 1
    f = calls
  end function
  logical function no()
    calls = calls + 1
    no = .false.
  end function
  elemental integer function plus(x, y)
    integer, intent(in) :: x, y
    plus = x + y
  end function
end module

program array_scalar_calls_once
  use array_scalar_calls_m
  implicit none
  integer :: a(6) = [1, 2, 3, 4, 5, 6], r(6), m(2, 3), q(3), s
  m = reshape([1, 5, 3, 2, 6, 0], [2, 3])
  r = a + f()
  print *, 'a + f():', calls, r
  calls = 0
  r = f()
  print *, 'r = f():', calls, r
  calls = 0
  r = plus(a, 2 * f())
  print *, 'elemental:', calls, r
  calls = 0
  q = maxloc(m, dim=1, back=no())
  print *, 'maxloc back:', calls, q
  calls = 0
  q = sum(m, dim=1, mask=.not. no())
  print *, 'sum mask:', calls, q
  calls = 0
  s = sum(a * f())
  print *, 'sum(a*f()):', calls, s
  calls = 0
  m = spread([f(), f(), f()], 1, 2) + f()
  print *, 'spread:', calls, m
end program
