! OpenMP tasks, THREADPRIVATE with COPYIN, orphaned worksharing in a
! procedure called from a region, WORKSHARE, SIMD, TASKLOOP (chunks as
! tasks, COLLAPSE, LASTPRIVATE), a task's implicit FIRSTPRIVATE, and private
! copies of allocatable arrays and derived types, against gfortran
! -fopenmp at 1, 2 and 4 threads.
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 %s
module omp_tp
  implicit none
  integer :: counter = 0
  !$omp threadprivate(counter)
  type pair
    integer :: a, b
  end type
contains
  ! orphaned: binds to the team of whoever calls it
  subroutine fill(v, n)
    integer, intent(in) :: n
    integer, intent(inout) :: v(n)
    integer :: i
    !$omp do schedule(static, 4)
    do i = 1, n
      v(i) = v(i) + i
    end do
    !$omp end do
  end subroutine

  recursive integer function fib(n) result(r)
    integer, intent(in) :: n
    integer :: x, y
    if (n < 2) then
      r = n
      return
    end if
    !$omp task shared(x) firstprivate(n)
    x = fib(n - 1)
    !$omp end task
    !$omp task shared(y) firstprivate(n)
    y = fib(n - 2)
    !$omp end task
    !$omp taskwait
    r = x + y
  end function
end module

program omp_tasks_privates
  use omp_lib
  use omp_tp
  implicit none
  integer :: i, j, n, r, total, w(40), z(10)
  integer, allocatable :: buf(:), w2(:)
  type(pair) :: pr
  integer :: acc(1000)

  ! tasks: fib(15) from one thread, tasks spread over the team
  !$omp parallel
  !$omp single
  r = fib(15)
  !$omp end single
  !$omp end parallel
  print *, 'fib', r

  ! a task's loop variable is FIRSTPRIVATE by default (private in the region)
  z = 0
  !$omp parallel
  !$omp single
  do i = 1, 10
    !$omp task
    z(i) = i * i
    !$omp end task
  end do
  !$omp end single
  !$omp end parallel
  print *, 'tasks', z

  ! THREADPRIVATE and COPYIN: every thread starts from the master's value
  counter = 7
  total = 0
  !$omp parallel copyin(counter) reduction(+:total)
  counter = counter + 1
  total = total + counter - 8
  !$omp end parallel
  print *, 'copyin', total, counter

  ! an orphaned DO
  w = 0
  !$omp parallel
  call fill(w, 40)
  !$omp end parallel
  print *, 'orphaned', sum(w), w(40)

  ! WORKSHARE
  z = 1
  !$omp parallel
  !$omp workshare
  z = z * 3 + 1
  !$omp end workshare
  !$omp end parallel
  print *, 'workshare', z

  ! SIMD and DO SIMD
  acc = 0
  !$omp simd
  do i = 1, 1000
    acc(i) = 2 * i
  end do
  total = 0
  !$omp parallel do simd reduction(+:total)
  do i = 1, 1000
    total = total + acc(i)
  end do
  print *, 'simd', total

  ! TASKLOOP
  acc = 0
  !$omp parallel
  !$omp single
  !$omp taskloop grainsize(100)
  do i = 1, 1000
    acc(i) = i
  end do
  !$omp end taskloop
  !$omp end single
  !$omp end parallel
  print *, 'taskloop', sum(acc)
  acc = 0
  !$omp parallel
  !$omp master
  !$omp taskloop num_tasks(7) collapse(2) lastprivate(n)
  do j = 1, 10
    do i = 1, 100
      acc((j - 1) * 100 + i) = acc((j - 1) * 100 + i) + j
      n = i + j
    end do
  end do
  !$omp end master
  !$omp end parallel
  print *, 'taskloop collapse', sum(acc), n

  ! private allocatable arrays take the original's bounds; firstprivate
  ! ones its values too; a reduction over one
  allocate(w2(0:4))
  w2 = 100
  !$omp parallel do reduction(+:w2)
  do i = 1, 1000
    w2(mod(i, 5)) = w2(mod(i, 5)) + 1
  end do
  print *, 'reduction alloc', w2, lbound(w2)
  allocate(buf(5:9))
  buf = 3
  total = 0
  !$omp parallel private(buf) reduction(+:total)
  buf = 1
  total = total + sum(buf) - 5 + lbound(buf, 1)
  !$omp end parallel
  print *, 'private alloc', total / omp_get_max_threads(), buf
  total = 0
  !$omp parallel firstprivate(buf) reduction(+:total)
  buf(5) = buf(5) + 1
  total = total + sum(buf)
  !$omp end parallel
  print *, 'firstprivate alloc', total / omp_get_max_threads(), buf

  ! derived-type privates
  pr = pair(1, 2)
  n = 0
  !$omp parallel firstprivate(pr) reduction(+:n)
  pr%a = pr%a + pr%b
  n = n + pr%a
  !$omp end parallel
  print *, 'derived', n / omp_get_max_threads(), pr
end program
