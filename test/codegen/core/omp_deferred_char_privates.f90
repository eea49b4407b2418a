! RUN: %cuf90 -fopenmp %s -o %t
! RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
! RUN: env OMP_NUM_THREADS=4 %t | FileCheck %s
! Private copies of deferred-length CHARACTER scalars (gfortran 12 fails at
! run time on FIRSTPRIVATE of one, so this test checks itself): FIRSTPRIVATE
! of an allocatable (value and length) and a pointer (association), PRIVATE
! (allocated with the original's length, OpenMP 5.0), LASTPRIVATE of a value
! whose length changes.
! CHECK: PASS
program omp_deferred_char_privates
  use omp_lib
  implicit none
  character(:), allocatable :: s, l
  character(:), pointer :: p
  character(len=5), target :: tg = 'hello'
  integer :: i, t, nerr
  nerr = 0
  s = 'abc'
  p => tg
  t = 0
  !$omp parallel firstprivate(s, p) reduction(+:t)
  if (s == 'abc' .and. len(s) == 3 .and. associated(p, tg)) t = t + 1
  s = s // 'defg'
  if (len(s) /= 7 .or. s /= 'abcdefg') t = t - 100
  !$omp end parallel
  if (t /= omp_get_max_threads() .or. s /= 'abc' .or. len(s) /= 3) nerr = nerr + 1
  t = 0
  !$omp parallel private(s) reduction(+:t)
  if (allocated(s)) t = t + len(s)
  s = 'xy'
  !$omp end parallel
  if (t /= 3 * omp_get_max_threads() .or. s /= 'abc') nerr = nerr + 1
  l = 'start'
  !$omp parallel do lastprivate(l)
  do i = 1, 10
    l = repeat('z', i)
  end do
  if (l /= 'zzzzzzzzzz' .or. len(l) /= 10) nerr = nerr + 1
  if (nerr == 0) then
    print *, 'PASS'
  else
    print *, 'FAIL', nerr
  end if
end program
