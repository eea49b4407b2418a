! SYSTEM_CLOCK: the least kind of the arguments picks the clock; with
! one of kind 1 or 2 there is none (COUNT = -HUGE(COUNT), the others 0).
! RUN: %diff-gfortran %s
program system_clock_kinds
  implicit none
  integer(1) :: c1
  integer(2) :: c2, r2, m2
  integer(4) :: c4, r4, m4
  integer(8) :: c8, r8, m8
  real :: rr
  call system_clock(count=c1, count_rate=r4, count_max=m4)
  print *, c1, r4, m4
  call system_clock(count=c2, count_rate=r2, count_max=m2)
  print *, c2, r2, m2
  call system_clock(count=c8, count_rate=r4, count_max=m8)
  print *, r4, m8
  call system_clock(count=c4, count_rate=r8, count_max=m8)
  print *, r8, m8
  call system_clock(count_rate=rr, count_max=m8)
  print *, rr, m8
  call system_clock(count=c8, count_rate=r8, count_max=m8)
  print *, r8 > 1000, m8 == huge(m8)
end program
