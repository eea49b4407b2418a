! A procedure passed to a dummy declared only by its type is checked after
! every body is known: the dummy of t is referenced as a function (a dummy
! procedure, no error), the dummy of s stays data (an error at the call).
! RUN: %check-diags %s
program p
  external g
  real :: x, t
  x = t(g, 1.0)
  call s(g, x) ! ERROR: Procedure 'g' is passed to data dummy argument 'f' of 's'.
end program
real function t(f, y)
  real :: f, y
  t = f(y)
end function
subroutine s(f, y)
  real :: f, y
  y = f + 1
end subroutine
real function g(x)
  real :: x
  g = x
end function
