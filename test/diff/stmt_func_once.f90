! An actual argument of a statement function that references a function is
! evaluated once per reference of the statement function, however often
! the expression names its dummy (and the effects of the call happen once).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program stmt_func_once
  implicit none
  integer :: twice, pick, sq, k
  real :: half, x
  logical :: both, flag
  integer :: counter
  common /cnt/ counter
  integer, external :: bump
  twice(k) = k + k * 10
  pick(k, x) = merge(k, -k, x > 0.0) + k
  sq(k) = k * k
  half(x) = x / 2.0 + x
  both(flag) = flag .and. flag
  counter = 0
  print *, twice(bump(3)), counter
  print *, pick(bump(1), 2.5), counter
  print *, sq(bump(2)) + sq(bump(2)), counter
  print *, half(real(bump(4))), counter
  print *, both(bump(1) > 5), counter
  print *, twice(sq(bump(1))), counter
  if (twice(bump(1)) /= 11 * counter) stop 1
  print *, counter
end program stmt_func_once

integer function bump(step)
  integer, intent(in) :: step
  integer :: counter
  common /cnt/ counter
  counter = counter + step
  bump = counter
end function bump
