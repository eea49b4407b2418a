! RUN: not %cuf90 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
! An internal procedure cannot have internal procedures of its own; module
! procedures can.
module m
contains
  subroutine ok
  contains
    subroutine fine
    end subroutine
  end subroutine
end module
program p
  call s
contains
  subroutine s
  contains
    subroutine t
    end subroutine
  end subroutine
end
! CHECK: errors_nested_contains.f90:17:5: error: CONTAINS is not allowed in the internal procedure 's'
