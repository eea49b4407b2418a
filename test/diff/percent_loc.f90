! %LOC(x), the legacy spelling of LOC(x).
! RUN: %diff-gfortran %s
program p
  use iso_c_binding
  integer, target :: x(4)
  integer(c_intptr_t) :: a, b
  a = %loc(x)
  b = loc(x(1))
  print *, a == b, %LOC(x(2)) - a
end program
