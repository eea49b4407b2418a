! RUN: not %cuf90 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
module m
contains
  integer function f(x)
    f = x
  end subroutine f
  subroutine s
  end subroutine t
end module m
program p
  do i = 1, 3
    if (i > 1) then
      print *, i
! CHECK: errors_units.f90:6:7: error: END FUNCTION expected, found END SUBROUTINE
! CHECK: errors_units.f90:8:18: error: name 't' on the END statement does not match 's'
! CHECK: errors_units.f90:13:17: error: END IF expected to close IF at line 12
! CHECK: errors_units.f90:13:17: error: END DO expected to close DO at line 11
! CHECK: errors_units.f90:13:17: error: END PROGRAM expected to close PROGRAM at line 10
