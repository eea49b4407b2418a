! SINGLE COPYPRIVATE of every kind of variable, against gfortran -fopenmp at
! 1, 2 and 4 threads: scalars, an explicit-shape array, an allocatable array
! reallocated to the publisher's shape, an allocatable scalar, a derived
! type with an allocatable component (deep copy) and a pointer (its
! association). They were copied bytewise from the data address, which for
! allocatables and pointers is not the variable.
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 -O2 %s
program omp_copyprivate
  use omp_lib
  implicit none
  type bag
    integer, allocatable :: v(:)
  end type
  integer :: x, t, arr(4)
  integer, allocatable :: al(:), as
  real(8) :: d
  type(bag) :: b
  integer, pointer :: p
  integer, target :: tg
  tg = 9
  t = 0
  !$omp parallel private(x, arr, al, as, d, b, p) reduction(+:t)
  allocate(al(2), as)
  !$omp single
  x = 42; arr = [1, 2, 3, 4]; d = 2.5d0
  deallocate(al); allocate(al(5)); al = 7
  as = 11
  allocate(b%v(3)); b%v = [4, 5, 6]
  p => tg
  !$omp end single copyprivate(x, arr, al, as, d, b, p)
  if (x == 42 .and. sum(arr) == 10 .and. d == 2.5d0) t = t + 1
  if (size(al) == 5 .and. sum(al) == 35) t = t + 10
  if (as == 11) t = t + 100
  if (allocated(b%v)) then
    if (sum(b%v) == 15) t = t + 1000
  end if
  if (p == 9) t = t + 10000
  !$omp end parallel
  print *, t / omp_get_max_threads()
end program omp_copyprivate
