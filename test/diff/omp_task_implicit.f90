! The data-sharing of a TASK's arrays named in no clause (OpenMP 4.5
! 2.15.1.1-2), against gfortran -fopenmp at 1, 2 and 4 threads: an orphaned
! task's dummy and local arrays and an enclosing region's PRIVATE array are
! FIRSTPRIVATE (copied at creation), a shared one stays shared, and an
! assumed-size dummy is shared.
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 -O2 %s
module omp_task_implicit_m
contains
  subroutine orph(a, n, s)
    integer, intent(in) :: n
    integer :: a(n), loc(3), s
    loc = [1, 2, 3]
    !$omp task shared(s)
    a(1) = a(1) + 100
    loc = loc * 2
    !$omp atomic
    s = s + a(1) + sum(loc)
    !$omp end task
    !$omp taskwait
    s = s + a(1) * 1000 + sum(loc) * 100000
  end subroutine
  subroutine orph_assumed_size(a, n)
    integer :: n, a(*)
    !$omp task
    a(1) = a(1) + n
    !$omp end task
    !$omp taskwait
  end subroutine
end module
program omp_task_implicit
  use omp_task_implicit_m
  integer :: a(3), s, i, b(4)
  a = 1
  s = 0
  !$omp parallel
  !$omp single
  call orph(a, 3, s)
  !$omp end single
  !$omp end parallel
  print *, a, s
  !$omp parallel
  !$omp single
  call orph_assumed_size(a, 5)
  !$omp end single
  !$omp end parallel
  print *, a
  s = 0
  !$omp parallel private(b) reduction(+:s)
  b = 1
  !$omp task
  b = b + 1
  !$omp end task
  !$omp taskwait
  s = sum(b)
  !$omp end parallel
  print *, s
end program omp_task_implicit
