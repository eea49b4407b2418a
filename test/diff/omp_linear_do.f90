! LINEAR on a worksharing DO, as GCC expands it: a thread's copy starts
! each chunk at the original's value plus step times the chunk's first
! iteration number (COLLAPSE counts the collapsed iterations) and goes on
! as the body changes it; after the loop the original has the last
! iteration's value. The variable was shared before: the iterations raced
! on it (omp_orphans_more failed now and then).
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=3 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 -O2 %s
program omp_linear_do
  implicit none
  integer :: i, k, j, m, b(30), c(4, 5)
  integer(8) :: l8
  j = 7
  !$omp parallel do linear(j:2)
  do i = 1, 30
    b(i) = j
  end do
  print *, 'reads', sum(b), b(1), b(30), j
  j = 5
  !$omp parallel do linear(j:3)
  do i = 1, 20
    b(i) = j
    j = j + 3
  end do
  print *, 'advances', sum(b(1:20)), j
  m = 0
  l8 = 100
  !$omp parallel do collapse(2) linear(m) linear(l8:-1)
  do k = 1, 5
    do i = 1, 4
      c(i, k) = m * 1000 + int(l8)
    end do
  end do
  print *, 'collapse', c(1, 1), c(4, 5), sum(c)
end program
