! More OpenMP against gfortran -fopenmp at 1, 2 and 4 threads: orphaned
! SECTIONS, TASK, ATOMIC, named CRITICAL and BARRIER in procedures called
! from a region; DEPEND on array elements (a chain of tasks); TASK IF(.FALSE.)
! and FIRSTPRIVATE of an allocatable array; nested PARALLEL; WORKSHARE with
! MATMUL/TRANSPOSE/CSHIFT; ORDERED output under SCHEDULE(DYNAMIC); LINEAR on
! DO; LASTPRIVATE on SIMD and SECTIONS; MASTER and TASKYIELD.
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 -O2 %s
module omp_orphans_more_m
  implicit none
contains
  subroutine orphan_sections(r)
    integer, intent(inout) :: r
    !$omp sections reduction(+:r)
    !$omp section
    r = r + 1
    !$omp section
    r = r + 20
    !$omp end sections
  end subroutine
  subroutine orphan_task(v, i)
    integer, intent(inout) :: v(:)
    integer, intent(in) :: i
    !$omp task firstprivate(i) shared(v)
    v(i) = i * i
    !$omp end task
    !$omp taskwait
  end subroutine
  subroutine orphan_atomic(c)
    integer, intent(inout) :: c
    !$omp atomic
    c = c + 1
    !$omp critical (orph)
    c = c + 1
    !$omp end critical (orph)
    !$omp barrier
  end subroutine
end module
program omp_orphans_more
  use omp_orphans_more_m
  use omp_lib
  implicit none
  integer, parameter :: n = 40
  integer :: i, j, r, a(n), b(n), c, k, s
  integer, allocatable :: al(:)
  real(8) :: m1(6, 6), m2(6, 6), m3(6, 6)
  r = 0
  !$omp parallel reduction(+:r)
  call orphan_sections(r)
  !$omp end parallel
  print *, 'orphan sections', r
  a = 0
  !$omp parallel
  !$omp single
  do i = 1, n
    call orphan_task(a, i)
  end do
  !$omp end single
  !$omp end parallel
  print *, 'orphan task', sum(a)
  c = 0
  !$omp parallel
  call orphan_atomic(c)
  !$omp end parallel
  print *, 'orphan atomic', c == 2 * omp_get_max_threads()
  ! depend on array elements: a chain
  a = 0
  !$omp parallel
  !$omp single
  do i = 1, n
    if (i == 1) then
      !$omp task depend(out: a(1))
      a(1) = 1
      !$omp end task
    else
      !$omp task depend(in: a(i-1)) depend(out: a(i)) firstprivate(i)
      a(i) = a(i-1) + i
      !$omp end task
    end if
  end do
  !$omp end single
  !$omp end parallel
  print *, 'depend chain', a(n)
  ! task if(.false.), and firstprivate allocatable into a task
  allocate(al(5)); al = [1, 2, 3, 4, 5]
  s = 0
  !$omp parallel
  !$omp single
  !$omp task if(.false.) shared(s)
  s = s + 100
  !$omp end task
  !$omp task firstprivate(al) shared(s)
  al = al * 2
  !$omp atomic
  s = s + sum(al)
  !$omp end task
  !$omp end single
  !$omp end parallel
  print *, 'task if/firstprivate alloc', s, al
  ! nested parallel
  call omp_set_max_active_levels(2)
  c = 0
  !$omp parallel num_threads(2) reduction(+:c)
  !$omp parallel num_threads(2) reduction(+:c)
  c = c + omp_get_level()
  !$omp end parallel
  !$omp end parallel
  print *, 'nested', c
  ! workshare with array intrinsics
  do j = 1, 6
    do i = 1, 6
      m1(i, j) = i + j; m2(i, j) = i - j
    end do
  end do
  !$omp parallel workshare
  m3 = matmul(m1, m2) + transpose(m1)
  b = cshift(a, 3)
  !$omp end parallel workshare
  print *, 'workshare intrinsics', sum(m3), b(1)
  ! ordered with dynamic schedule
  !$omp parallel do ordered schedule(dynamic, 3)
  do i = 1, 12
    !$omp ordered
    write (*, '(i3)', advance='no') i
    !$omp end ordered
  end do
  print *
  ! linear on DO and lastprivate on SIMD
  j = 5
  !$omp parallel do linear(j:3)
  do i = 1, 20
    b(i) = j
    j = j + 3
  end do
  print *, 'linear do', sum(b(1:20)), j
  !$omp simd lastprivate(k)
  do i = 1, 20
    k = i * 2
  end do
  print *, 'simd lastprivate', k
  ! reduction in sections, lastprivate of section
  s = 0
  !$omp parallel sections reduction(max:s) lastprivate(k)
  !$omp section
  s = max(s, 7); k = 1
  !$omp section
  s = max(s, 3); k = 2
  !$omp end parallel sections
  print *, 'sections', s, k
  ! master, taskyield
  !$omp parallel
  !$omp master
  c = omp_get_thread_num()
  !$omp end master
  !$omp taskyield
  !$omp end parallel
  print *, 'master', c
end program omp_orphans_more
