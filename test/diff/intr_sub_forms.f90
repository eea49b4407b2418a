! Intrinsic subroutines, the forms intr_sub does not reach: RANDOM_NUMBER of
! real(4)/real(8) scalars, 2-D arrays and strided sections after
! RANDOM_SEED(PUT=) (the values themselves: same generator as gfortran),
! SYSTEM_CLOCK with integer(8) and real arguments, DATE_AND_TIME with
! keywords only, GET_COMMAND_ARGUMENT into a short buffer (status -1) and
! with LENGTH= only, GET_ENVIRONMENT_VARIABLE with a short buffer.
! RUN: env CUF90_TEST_VAR=somewhat_long_value %diff-gfortran --args "first 22 x" %s
! RUN: env CUF90_TEST_VAR=somewhat_long_value %diff-gfortran -O2 --args "first 22 x" %s
program intr_sub_forms
  implicit none
  integer :: n, i, ln, st
  integer, allocatable :: seed(:)
  real :: r, ra(3, 2), rs(10)
  real(8) :: d, da(4)
  integer(8) :: c8, r8, m8
  integer :: c4
  real :: rr
  integer :: values(8)
  character(len=3) :: short
  character(len=30) :: long
  call random_seed(size=n)
  allocate(seed(n))
  seed = [(i * 13 + 5, i = 1, n)]
  call random_seed(put=seed)
  call random_number(r)
  call random_number(d)
  call random_number(ra)
  rs = -1.0
  call random_number(rs(2:10:3))
  call random_number(da(4:1:-2))
  print *, r, d
  print *, ra
  print *, rs
  print *, da(4), da(2)
  call system_clock(c8, r8, m8)
  print *, c8 > 0, r8, m8 > 0
  call system_clock(count_rate=rr)
  print *, rr
  call system_clock(c4)
  print *, c4 >= 0
  call date_and_time(values=values)
  print *, values(1) >= 2024, values(2) >= 1 .and. values(2) <= 12, values(3) >= 1, values(5) >= 0 .and. values(5) < 24
  call get_command_argument(1, short, ln, st)
  print *, '[', short, ']', ln, st
  call get_command_argument(2, length=ln)
  print *, ln
  call get_command_argument(number=3, value=long, status=st)
  print *, '[', trim(long), ']', st
  call get_environment_variable('CUF90_TEST_VAR', short, ln, st)
  print *, '[', short, ']', ln, st
  call get_environment_variable('CUF90_TEST_VAR', long)
  print *, '[', trim(long), ']'
  call get_environment_variable('CUF90_TEST_VAR ', long, ln, st, .true.)
  print *, ln, st
end program
