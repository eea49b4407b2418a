! CALL SLEEP(seconds), the GNU extension (libgfortran's sleep_i4_sub and
! sleep_i8_sub): the book's NVTX examples sleep inside their ranges.
! RUN: %diff-gfortran %s
program intr_sleep
  implicit none
  integer(8) :: c0, c1, rate
  integer :: zero = 0
  call system_clock(c0, rate)
  call sleep(1)
  call sleep(zero)
  call sleep(0_8)
  call system_clock(c1)
  if (c1 - c0 < rate / 2) stop 1
  print '(a)', 'slept'
end program
