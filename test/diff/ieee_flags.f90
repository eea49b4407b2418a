! ieee_exceptions against gfortran: ieee_set_flag/ieee_get_flag on single
! flags and elementally on ieee_usual and ieee_all, halting modes, the
! status save/restore, and ieee_arithmetic's rounding and underflow modes
! (all through libgfortran, as gfortran calls them).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program ieee_flags
  use ieee_exceptions
  use ieee_arithmetic, only: ieee_round_type, ieee_get_rounding_mode, ieee_set_rounding_mode, &
    ieee_nearest, ieee_up, ieee_down, ieee_to_zero, operator(==), ieee_get_underflow_mode, &
    ieee_set_underflow_mode
  implicit none
  logical :: f, fl(5), us(3), h
  type(ieee_status_type) :: saved
  type(ieee_round_type) :: r
  integer :: i
  call ieee_set_flag(ieee_all, .false.)
  call ieee_get_flag(ieee_all, fl)
  print '(a, 5l2)', 'cleared    ', fl
  call ieee_set_flag(ieee_overflow, .true.)
  call ieee_get_flag(ieee_overflow, f)
  print '(a, l2)', 'overflow   ', f
  call ieee_set_flag(ieee_invalid, .true.)
  call ieee_get_flag(ieee_usual, us)
  print '(a, 3l2)', 'usual      ', us
  call ieee_get_status(saved)
  call ieee_set_flag(ieee_usual, [.false., .true., .false.])
  call ieee_get_flag(ieee_all, fl)
  print '(a, 5l2)', 'pattern    ', fl
  call ieee_set_status(saved)
  call ieee_get_flag(ieee_all, fl)
  print '(a, 5l2)', 'restored   ', fl
  call ieee_set_flag(ieee_all, .false.)
  do i = 1, 5
    call ieee_get_halting_mode(ieee_all(i), h)
    write (*, '(l2)', advance='no') h
  end do
  print *
  call ieee_set_halting_mode(ieee_divide_by_zero, .true.)
  call ieee_get_halting_mode(ieee_divide_by_zero, h)
  print '(a, l2)', 'halting    ', h
  call ieee_set_halting_mode(ieee_divide_by_zero, .false.)
  call ieee_get_halting_mode(ieee_divide_by_zero, h)
  print '(a, l2)', 'halting off', h
  call ieee_get_rounding_mode(r)
  print '(a, 4l2)', 'rounding   ', r == ieee_nearest, r == ieee_up, r == ieee_down, r == ieee_to_zero
  call ieee_set_rounding_mode(ieee_up)
  call ieee_get_rounding_mode(r)
  print '(a, 4l2)', 'up         ', r == ieee_nearest, r == ieee_up, r == ieee_down, r == ieee_to_zero
  call ieee_set_rounding_mode(ieee_to_zero)
  call ieee_get_rounding_mode(r)
  print '(a, 4l2)', 'to_zero    ', r == ieee_nearest, r == ieee_up, r == ieee_down, r == ieee_to_zero
  call ieee_set_rounding_mode(ieee_nearest)
  call ieee_get_underflow_mode(h)
  print '(a, l2)', 'gradual    ', h
  call ieee_set_underflow_mode(.false.)
  call ieee_get_underflow_mode(h)
  print '(a, l2)', 'abrupt     ', .not. h
  call ieee_set_underflow_mode(.true.)
end program
