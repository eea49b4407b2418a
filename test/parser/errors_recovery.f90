! RUN: not %cuf90 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
! Several syntax errors in one file: each is reported once, the statement
! is skipped, and parsing goes on (constructs stay matched).
program rec
  integer :: i, j
  real :: x(
  do i = 1, 10
    x(i) =
    if (i > 2) then
      j = j +* 2
    end if
  end do
  do j = 1, 3
    print *, j
    if (j > 1) then
      j = 2
  end do
  end if
  call foo(1,
  y = (1 + 2
  do k = 1 10
    j = 0
  end do
  print *, 'still parsing'
end program rec
! CHECK: errors_recovery.f90:6:13: error: expected an expression, found end of statement
! CHECK: errors_recovery.f90:8:11: error: expected an expression, found end of statement
! CHECK: errors_recovery.f90:10:14: error: expected an expression, found '*'
! CHECK: errors_recovery.f90:17:3: error: END IF expected to close IF at line 15
! CHECK: errors_recovery.f90:18:3: error: END IF statement without a matching IF
! CHECK: errors_recovery.f90:19:14: error: expected an expression, found end of statement
! CHECK: errors_recovery.f90:20:13: error: expected ')' in parenthesized expression, found end of statement
! CHECK: errors_recovery.f90:21:12: error: expected ',' in DO statement, found '10'
