! ASSOCIATE: names for an element (writes go through), an expression (a
! temporary), a section (lower bound 1), a whole array (its own bounds), a
! substring, a component, nested constructs with a construct name.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program p
  implicit none
  integer :: x(5), i
  real :: a(0:3)
  character(len=8) :: s
  type pt
    real :: u, v
  end type
  type(pt) :: q
  x = [(i, i=1,5)]
  a = [1.,2.,3.,4.]
  s = 'abcdefgh'
  q = pt(1.5, 2.5)
  associate (y => x(2), z => x + 1, w => x(2:4), b => a, n => size(x), t => s(2:4), c => q%v)
    y = 30
    print *, y, z, n
    w(1) = 7
    print *, lbound(b), ubound(b), lbound(w), ubound(w), lbound(z)
    print *, t, len(t)
    c = 9.0
  end associate
  print *, x, q
  outer: associate (k => x(1) * 2)
    associate (m => k + 1)
      print *, k, m
    end associate
  end associate outer
end program
