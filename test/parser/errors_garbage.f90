! RUN: not %cuf90 -fsyntax-only %s 2>&1 | FileCheck %s
! RUN: not %cuf90 -fsyntax-only %S/Inputs/many_errors.f90 2>&1 | FileCheck %s --check-prefix=MANY
! Garbage never crashes or hangs the parser; errors stop at the cap.
program g
  ) ( = = 3
  integer :: :: ::
  if if if
  do do do
  select case
  x = [1, 2
  call
  end do
  (/ 1 /)
  interface
  type
! CHECK: errors_garbage.f90:5:3: error: expected a statement, found ')'
! CHECK: errors_garbage.f90:6:14: error: expected an entity name, found '::'
! CHECK: errors_garbage.f90:7:6: error: expected '(' in IF statement, found 'if'
! MANY: many_errors.f90:51:7: error: expected an expression
! MANY-NOT: many_errors.f90:52:
! MANY: cuf90: error: too many errors (50, the -fmax-errors=N limit)
