! Statement functions are procedures of the unit, expanded inline at each
! reference (no external name); their dummies are not variables of it, and
! the assignment that defines one is not an executable statement.
! RUN: %cuf90 --dump-symbols -fsyntax-only %s | FileCheck %s
! CHECK: program stmt_func_symbols
! CHECK: area: procedure function REAL(4) () statement function at line 11 (expanded inline)
! CHECK-NOT: w: variable
! CHECK: n: procedure function INTEGER(4) () statement function at line 12 (expanded inline)
program stmt_func_symbols
  real :: area, h
  area(w, h) = w * h
  n(k) = k + 1
  print *, area(2.0, 3.0), n(4)
end program stmt_func_symbols
