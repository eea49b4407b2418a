! The OpenMP constructs one group each, against gfortran -fopenmp at 1, 2 and
! 4 threads: PARALLEL clauses with an orphaned DO/SINGLE/BARRIER, every
! SCHEDULE kind with the monotonic/nonmonotonic modifiers, PARALLEL SECTIONS
! with FIRSTPRIVATE/LASTPRIVATE/REDUCTION, SINGLE COPYPRIVATE, WORKSHARE over
! array assignments, WHERE, FORALL and a reduction intrinsic, PARALLEL
! WORKSHARE, named CRITICAL, FLUSH, THREADPRIVATE with COPYIN, TASK DEPEND,
! FINAL/MERGEABLE/UNTIED/PRIORITY in a recursive task tree, TASKWAIT,
! TASKGROUP, TASKLOOP GRAINSIZE/NUM_TASKS/LASTPRIVATE, SIMD with SAFELEN and
! LINEAR, PARALLEL DO SIMD with ALIGNED/SIMDLEN, DO SIMD and TASKLOOP SIMD.
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 -O2 %s
module omp_constructs_m
  implicit none
  integer :: tp = 3
  real(8) :: tpr(4)
  !$omp threadprivate(tp, tpr)
contains
  subroutine orphan_do(a, n, s)
    integer, intent(in) :: n
    integer, intent(inout) :: a(n)
    integer, intent(inout) :: s
    integer :: i
    !$omp do schedule(nonmonotonic: dynamic, 3) reduction(+:s)
    do i = 1, n
      a(i) = a(i) + i
      s = s + i
    end do
    !$omp end do
    !$omp single
    s = s + 1000
    !$omp end single
    !$omp barrier
  end subroutine
  recursive integer function fib(n) result(r)
    integer, intent(in) :: n
    integer :: x, y
    if (n < 2) then
      r = n
      return
    end if
    !$omp task shared(x) firstprivate(n) final(n < 12) mergeable
    x = fib(n - 1)
    !$omp end task
    !$omp task shared(y) untied priority(2)
    y = fib(n - 2)
    !$omp end task
    !$omp taskwait
    r = x + y
  end function
end module
program omp_constructs
  use omp_constructs_m
  use omp_lib
  implicit none
  integer, parameter :: n = 64
  integer :: i, j, s, t, a(n), b(n), c(n, n), x, y, z, w, cnt, order(8), k
  real :: ra(n), rb(n)
  real(8) :: sd
  integer, allocatable :: al(:)
  a = 0; s = 0
  !$omp parallel default(shared) num_threads(3) if(.true.) proc_bind(close)
  call orphan_do(a, n, s)
  !$omp end parallel
  print *, 'orphan', sum(a), s
  ! schedules
  do k = 1, 6
    s = 0
    select case (k)
    case (1)
      !$omp parallel do schedule(monotonic: static, 5) reduction(+:s)
      do i = 1, n
        s = s + i * i
      end do
    case (2)
      !$omp parallel do schedule(nonmonotonic: guided) reduction(+:s)
      do i = 1, n
        s = s + i * i
      end do
    case (3)
      !$omp parallel do schedule(runtime) reduction(+:s)
      do i = 1, n
        s = s + i * i
      end do
    case (4)
      !$omp parallel do schedule(auto) reduction(+:s)
      do i = 1, n
        s = s + i * i
      end do
    case (5)
      !$omp parallel do schedule(dynamic) reduction(+:s)
      do i = n, 1, -3
        s = s + i * i
      end do
    case (6)
      !$omp parallel do schedule(guided, 4) reduction(+:s) collapse(2)
      do i = 1, 8
        do j = 1, 8
          if (j >= i) s = s + i * j
        end do
      end do
    end select
    print *, 'schedule', k, s
  end do
  ! sections with lastprivate, firstprivate, reduction
  x = 5; s = 0
  !$omp parallel sections firstprivate(x) lastprivate(y) reduction(+:s)
  !$omp section
  y = x + 1; s = s + 1
  !$omp section
  y = x + 2; s = s + 10
  !$omp section
  y = x + 3; s = s + 100
  !$omp end parallel sections
  print *, 'sections', y, s
  ! single copyprivate
  t = 0
  !$omp parallel private(x, sd) reduction(+:t)
  !$omp single
  x = 42; sd = 2.5d0
  !$omp end single copyprivate(x, sd)
  t = t + merge(1, 0, x == 42 .and. sd == 2.5d0) - 1
  !$omp end parallel
  print *, 'copyprivate', t
  ! workshare
  do i = 1, n
    ra(i) = real(i); rb(i) = 0
  end do
  !$omp parallel
  !$omp workshare
  rb = ra * 2
  where (rb > 50) rb = -rb
  forall (i = 1:n:2) ra(i) = rb(i) + 1
  s = count(rb < 0)
  !$omp end workshare
  !$omp end parallel
  print *, 'workshare', sum(ra), sum(rb), s
  !$omp parallel workshare
  c = 1
  c(2:n-1, :) = c(1:n-2, :) + c(3:n, :)
  !$omp end parallel workshare
  print *, 'parallel workshare', sum(c)
  ! named critical, flush
  cnt = 0; w = 0
  !$omp parallel shared(cnt, w)
  !$omp critical (ctr)
  cnt = cnt + 1
  !$omp end critical (ctr)
  !$omp critical
  w = w + 2
  !$omp end critical
  !$omp flush
  !$omp flush(cnt)
  !$omp end parallel
  print *, 'critical', cnt == omp_get_max_threads(), w == 2 * cnt
  ! threadprivate + copyin
  tp = 17; tpr = 1.5d0
  t = 0
  !$omp parallel copyin(tp, tpr) reduction(+:t)
  t = t + tp - 17 + int(sum(tpr)) - 6
  tp = omp_get_thread_num()
  !$omp end parallel
  print *, 'copyin', t, tp
  ! tasks with depend
  x = 0; y = 0; z = 0
  !$omp parallel
  !$omp single
  !$omp task depend(out: x)
  x = 1
  !$omp end task
  !$omp task depend(in: x) depend(out: y)
  y = x + 1
  !$omp end task
  !$omp task depend(inout: y) depend(in: x)
  y = y * 10
  !$omp end task
  !$omp task depend(in: y)
  z = y + x
  !$omp end task
  !$omp taskwait
  !$omp end single
  !$omp end parallel
  print *, 'depend', x, y, z
  ! fib with final/mergeable/untied
  !$omp parallel
  !$omp single
  s = fib(20)
  !$omp end single
  !$omp end parallel
  print *, 'fib', s
  ! taskgroup
  cnt = 0
  !$omp parallel
  !$omp single
  !$omp taskgroup
  do i = 1, 10
    !$omp task
    !$omp atomic
    cnt = cnt + i
    !$omp end task
  end do
  !$omp end taskgroup
  !$omp end single
  !$omp end parallel
  print *, 'taskgroup', cnt
  ! taskloop
  a = 0
  !$omp parallel
  !$omp single
  !$omp taskloop grainsize(7)
  do i = 1, n
    a(i) = i * 2
  end do
  !$omp end taskloop
  !$omp taskloop num_tasks(5) lastprivate(j)
  do i = 1, n
    j = i
    a(i) = a(i) + 1
  end do
  !$omp end single
  !$omp end parallel
  print *, 'taskloop', sum(a), j
  ! simd
  s = 0
  !$omp simd safelen(8) reduction(+:s)
  do i = 1, n
    s = s + a(i)
  end do
  print *, 'simd', s
  j = 0
  !$omp simd linear(j:2)
  do i = 1, n
    b(i) = j
    j = j + 2
  end do
  print *, 'linear', sum(b), j
  s = 0
  allocate(al(n)); al = a
  !$omp parallel do simd aligned(al:32) reduction(+:s) simdlen(4)
  do i = 1, n
    s = s + al(i) * 2
  end do
  print *, 'parallel do simd', s
  s = 0
  !$omp parallel
  !$omp do simd reduction(+:s) schedule(static)
  do i = 1, n
    s = s + i
  end do
  !$omp end do simd
  !$omp end parallel
  print *, 'do simd', s
  ! taskloop simd
  a = 0
  !$omp parallel
  !$omp single
  !$omp taskloop simd grainsize(16)
  do i = 1, n
    a(i) = i
  end do
  !$omp end single
  !$omp end parallel
  print *, 'taskloop simd', sum(a)
end program omp_constructs
