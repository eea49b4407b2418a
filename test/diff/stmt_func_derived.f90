! Statement functions with a derived-type dummy (its components in the
! expression; actuals that are variables and structure constructors) and
! with an integer dummy used as a subscript of an array of the unit.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program stmt_func_derived
  implicit none
  type pt
    real :: x, y
  end type
  type(pt) :: p, q
  real :: norm1, s
  integer :: v(3), idx, pick
  norm1(p) = abs(p%x) + abs(p%y)
  pick(idx) = v(idx) * 2
  q = pt(3.0, -4.0)
  v = [5, 6, 7]
  s = norm1(q) + norm1(pt(1.0, 1.0))
  print *, s, pick(2), pick(v(1) - 2)
end program stmt_func_derived
