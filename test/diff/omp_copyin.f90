! COPYIN of THREADPRIVATE allocatable arrays (allocated in each thread as
! the master's, values copied), arrays and scalars of a module, against
! gfortran -fopenmp at 1, 2 and 4 threads (the allocatable one crashed: its
! descriptor was copied over the data).
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 -O2 %s
module omp_copyin_m
  implicit none
  integer, allocatable, save :: ta(:)
  integer, save :: tv(3) = [1, 2, 3]
  integer, save :: ts = 5
  !$omp threadprivate(ta, tv, ts)
end module
program omp_copyin
  use omp_copyin_m
  use omp_lib
  implicit none
  integer :: t
  allocate(ta(4)); ta = [10, 20, 30, 40]
  tv = [7, 8, 9]; ts = 6
  t = 0
  !$omp parallel copyin(ta, tv, ts) reduction(+:t)
  if (allocated(ta)) then
    if (size(ta) == 4 .and. sum(ta) == 100) t = t + 1
  end if
  if (sum(tv) == 24 .and. ts == 6) t = t + 10
  !$omp end parallel
  print *, t / omp_get_max_threads()
end program omp_copyin
