! Statement functions: argument count, scalar actuals of the dummies' types,
! no keywords, no self-reference, a value of the function's type, and a
! name with no type under IMPLICIT NONE; none after the first executable
! statement.
! RUN: %check-diags %s
program stmt_func_err
  implicit none
  real :: f, x, y, a(3), g, h
  integer :: k
  logical :: t
  f(x, y) = x + y
  g(x) = g(x) + 1.0 ! ERROR: Statement function 'g' references itself.
  t(x) = x
  ! ERROR: Statement function 'u' has no IMPLICIT type.
  u(x) = x
  h(x) = f(x, 1.0)
  a = 1.0
  ! ERROR: Statement function 'f' takes 2 arguments, not 1.
  print *, f(1.0)
  ! ERROR: Actual argument for 'y' of statement function 'f' is INTEGER(4), not REAL(4).
  print *, f(1.0, 2)
  ! ERROR: Actual argument for 'x' of statement function 'f' must be a scalar.
  print *, f(a, 1.0)
  ! ERROR: Statement function 'f' takes no keyword arguments.
  print *, f(x=1.0, y=2.0)
  print *, g(1.0)
  ! ERROR: Statement function 't' of type LOGICAL(4) cannot have a value of type REAL(4) (line 13).
  print *, t(1.0)
  k = 1
  print *, h(2.0), k
  ! ERROR: Statement function 'f' can only be referenced with an argument list.
  print *, f
  ! ERROR: Statement function 'late' must come before the first executable statement.
  late(x) = x
end program stmt_func_err
