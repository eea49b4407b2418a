! A CHARACTER actual argument of a statement function that references a
! function is evaluated once per reference (its substring bounds, its
! function results), however often the body names the dummy; in CHARACTER
! and in numeric statement functions, and next to numeric actuals.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program stmt_func_once_char
  implicit none
  integer :: counter, k, nf
  common /cnt/ counter
  integer, external :: bump
  character(len=6) :: cs, cw, ck
  character(len=3) :: cx
  character(len=8) :: word
  cs(cx) = cx // cx
  nf(cx) = len_trim(cx) * 100 + index(cx, 'd') * 10 + ichar(cx(1:1)) - 96
  ck(cx, k) = cx(1:k) // cx // repeat('.', 3 - k)
  cw = 'abcdef'
  counter = 10
  print *, cs(cw(bump(1) - 8:bump(1) - 7)), counter
  counter = 0
  print *, nf(cw(bump(2):bump(2))), counter
  print *, nf(cw(bump(1) - 3:bump(0) + 1)), counter
  counter = 0
  print *, ck(cw(bump(1):bump(1) + 1), bump(1)), counter
  word = 'xy'
  print *, cs(trim(word) // achar(96 + bump(1))), counter
  print *, cs(cs(cw(bump(1) - 4:bump(0) - 3))), counter
end program stmt_func_once_char

integer function bump(step)
  integer, intent(in) :: step
  integer :: counter
  common /cnt/ counter
  counter = counter + step
  bump = counter
end function bump
