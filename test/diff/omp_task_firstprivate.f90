! FIRSTPRIVATE on TASK of what is not a plain scalar, against gfortran
! -fopenmp at 1, 2 and 4 threads: explicit-shape, allocatable and
! assumed-shape (strided actual) arrays, allocatable scalars, pointers and
! derived types with allocatable components, their values taken when the
! task is created (the encountering thread changes them before TASKWAIT),
! also in a loop creating tasks.
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 -O2 %s
module omp_task_firstprivate_m
  implicit none
  type bag
    integer :: n = 0
    integer, allocatable :: v(:)
  end type
contains
  subroutine assumed_task(a, out)
    integer, intent(inout) :: a(:)
    integer, intent(out) :: out
    !$omp task firstprivate(a) shared(out)
    a = a + 1
    out = sum(a) + size(a) * 1000
    !$omp end task
    a = -5
    !$omp taskwait
  end subroutine
end module
program omp_task_firstprivate
  use omp_task_firstprivate_m
  implicit none
  integer :: fixed(4), i, r(8), z(10), out
  integer, allocatable :: al(:), as
  integer, pointer :: p(:)
  integer, target :: t(3)
  type(bag) :: b
  fixed = [1, 2, 3, 4]
  allocate(al(3)); al = [10, 20, 30]
  allocate(as); as = 7
  b%n = 2; allocate(b%v(2)); b%v = [5, 6]
  t = [1, 1, 1]; p => t
  r = 0
  !$omp parallel
  !$omp single
  !$omp task firstprivate(fixed, al, as, b, p) shared(r)
  fixed = fixed * 2
  al = al + 1
  as = as * 3
  b%v = b%v * 10
  r(1) = sum(fixed)
  r(2) = sum(al)
  r(3) = as
  r(4) = sum(b%v) + b%n
  r(5) = sum(p)
  p(1) = 50
  !$omp end task
  fixed = 0
  al = 0
  as = 0
  b%v = 0
  b%n = 0
  nullify(p)
  !$omp taskwait
  do i = 1, 3
    !$omp task firstprivate(al, i) shared(r)
    al = al * i
    !$omp atomic
    r(6) = r(6) + sum(al)
    !$omp end task
    al = al + 1
  end do
  !$omp taskwait
  !$omp end single
  !$omp end parallel
  print *, r
  print *, fixed, al, as, b%n, b%v, t
  z = [(i, i = 1, 10)]
  !$omp parallel
  !$omp single
  call assumed_task(z(1:10:2), out)
  !$omp end single
  !$omp end parallel
  print *, out, z
  block
    character(len=4) :: w(3) = ['ab  ', 'cd  ', 'ef  ']
    character(len=6) :: one = 'single'
    r = 0
    !$omp parallel
    !$omp single
    !$omp task firstprivate(w, one) shared(r)
    w(1) = 'zz'
    one(1:1) = 'S'
    if (w(2) == 'cd' .and. one == 'Single') r(1) = 1
    !$omp end task
    w(2) = 'xx'
    !$omp taskwait
    !$omp end single
    !$omp end parallel
    print *, r(1), w, one
  end block
end program omp_task_firstprivate
