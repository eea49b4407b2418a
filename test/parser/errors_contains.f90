! RUN: not %cuf90 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
! RUN: not %cuf90 -fsyntax-only %S/Inputs/program_inside.f90 2>&1 | FileCheck %s --check-prefix=INSIDE
! A procedure without CONTAINS before it is one error, not a cascade.
module m
  integer :: x
  subroutine s
    x = 1
  end subroutine
end module
program p
  print *, 1
end
! CHECK: errors_contains.f90:6:3: error: CONTAINS expected before a SUBROUTINE or FUNCTION inside a program unit
! INSIDE: program_inside.f90:2:1: error: PROGRAM statement inside another program unit; END expected before it
