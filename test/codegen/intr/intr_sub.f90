! Intrinsic subroutines: RANDOM_SEED/RANDOM_NUMBER (reproducible after PUT),
! CPU_TIME, SYSTEM_CLOCK, DATE_AND_TIME, command line and environment.
! REQUIRES: gfortran
! RUN: env CUF90_TEST_VAR=hello %diff-gfortran --args "first 22" %s
program intr_sub
  implicit none
  integer :: n, i, len, st, cnt, rate, cmax
  integer, allocatable :: seed(:), got(:)
  real :: r, ra(3), t0, t1
  real(8) :: d
  character(len=8) :: date
  character(len=10) :: time
  character(len=5) :: zone
  integer :: values(8)
  character(len=16) :: arg, env
  call random_seed(size=n)
  print *, 'seed size positive', n > 0
  allocate(seed(n), got(n))
  seed = [(i * 7 + 1, i = 1, n)]
  call random_seed(put=seed)
  call random_seed(get=got)
  print *, 'get after put same', all(got == seed)
  call random_number(r)
  call random_number(ra)
  call random_number(d)
  print *, r >= 0.0 .and. r < 1.0, all(ra >= 0.0 .and. ra < 1.0), d >= 0.0d0 .and. d < 1.0d0
  call random_seed(put=seed)
  call random_number(t0)
  call random_seed(put=seed)
  call random_number(t1)
  print *, 'reproducible', t0 == t1
  call cpu_time(t0)
  call cpu_time(d)
  print *, 'cpu time', t0 >= 0.0, d >= 0.0d0
  call system_clock(cnt, rate, cmax)
  print *, 'clock', cnt >= 0, rate > 0, cmax > 0
  call system_clock(count=cnt)
  call date_and_time(date, time, zone, values)
  print *, len_trim(date), len_trim(time), len_trim(zone), values(1) > 2000
  print *, command_argument_count()
  do i = 0, 2
    call get_command_argument(i, arg, len, st)
    if (i > 0) print *, i, '[', trim(arg), ']', len, st
  end do
  call get_command_argument(3, arg, len, st)
  print *, 'missing', st /= 0
  call get_environment_variable('CUF90_TEST_VAR', env, len, st)
  print *, '[', trim(env), ']', len, st
  call get_environment_variable('CUF90_SURELY_UNSET_VAR', env, len, st)
  print *, 'unset status', st
end program intr_sub
