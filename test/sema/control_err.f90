! Control statements: DO variables, EXIT/CYCLE targets, labels and GOTO,
! SELECT CASE selectors, values and overlaps.
! RUN: %check-diags %s
program control_err
  implicit none
  integer :: i, j
  real :: r
  character(len=3) :: c
  logical :: l
  integer :: arr(3)
  do r = 1, 3 ! WARNING: REAL DO variable 'r' is a deleted feature
  end do
  do l = 1, 2 ! ERROR: DO variable 'l' must be INTEGER, not LOGICAL(4)
  end do
  outer: do i = 1, 3
    inner: do j = 1, 3
      if (j == 2) cycle outer
      if (j == 3) exit inner
      exit nowhere ! ERROR: EXIT construct name 'nowhere' does not name an enclosing construct
    end do inner
    do i = 1, 2 ! ERROR: DO variable 'i' is already the variable of an enclosing DO loop
    end do
  end do outer
  exit ! ERROR: EXIT statement is not within a DO construct
  named: if (i > 0) then
    cycle named ! ERROR: CYCLE construct name 'named' does not name a DO construct
  end if named
  goto 100
  goto 200 ! ERROR: Label 200 referenced in a GOTO statement is not defined
100 continue
100 continue ! ERROR: Label 100 is defined more than once
  select case (i)
  case (1, 2)
  case (3:5)
  case (4) ! ERROR: CASE value overlaps a CASE value at line 34
  case (:0)
  case (-3) ! ERROR: CASE value overlaps a CASE value at line 36
  case ('a') ! ERROR: CASE value of type CHARACTER(1) does not match the SELECT CASE selector of type INTEGER(4)
  case (i) ! ERROR: CASE value must be a scalar constant expression
  case default
  case default ! ERROR: CASE DEFAULT appears twice in SELECT CASE
  end select
  select case (r) ! ERROR: SELECT CASE selector must be a scalar INTEGER, CHARACTER or LOGICAL expression
  case (1)
  end select
  select case (c)
  case ('a':'m')
  case ('n':)
  case ('z') ! ERROR: CASE value overlaps a CASE value at line 48
  end select
  select case (l)
  case (.true.)
  case (.false.:) ! ERROR: A range is not allowed in a CASE with a LOGICAL selector
  end select
  do i = 1, 10, 0 ! ERROR: DO loop step must not be zero
  end do
end program
