! OpenMP doacross loops (ORDERED(n) with DEPEND(SINK)/DEPEND(SOURCE)) with
! and without COLLAPSE, against gfortran -fopenmp at 1, 2 and 4 threads: a
! 3-D wavefront with ORDERED(3) COLLAPSE(2), ORDERED(2) COLLAPSE(2) over a
! descending and a strided loop, ORDERED(2) alone. Results are deterministic
! only if every sink is waited for.
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=1 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=2 %s
! RUN: %diff-gfortran -fopenmp --env OMP_NUM_THREADS=4 -O2 %s
program omp_doacross
  implicit none
  integer, parameter :: n = 12, m = 9, p = 5
  integer :: i, j, k, a(0:n, 0:m, 0:p), b(0:n+1, 0:m), order(n*m), cnt
  a = 1
  ! ORDERED(3) COLLAPSE(2): the (i, j) plane shared out, k in order
  !$omp parallel do ordered(3) collapse(2) schedule(static, 1)
  do i = 1, n
    do j = 1, m
      do k = 1, p
        !$omp ordered depend(sink: i-1, j, k) depend(sink: i, j-1, k) depend(sink: i, j, k-1)
        a(i, j, k) = mod(a(i-1, j, k) + a(i, j-1, k) + a(i, j, k-1), 1000003)
        !$omp ordered depend(source)
      end do
    end do
  end do
  print *, sum(a), a(n, m, p)
  ! ORDERED(2) COLLAPSE(2)... with a strided, descending loop
  b = 1
  !$omp parallel do ordered(2) collapse(2) schedule(dynamic)
  do i = n, 1, -1
    do j = 1, m, 2
      !$omp ordered depend(sink: i+1, j-2)
      b(i, j) = mod(b(i+1, max(j-2, 0)) * 3 + b(i, j), 10007)
      !$omp ordered depend(source)
    end do
  end do
  print *, sum(b), b(1, m)
  ! ORDERED(2) without COLLAPSE and an ordered region inside
  cnt = 0
  !$omp parallel do ordered(2) schedule(guided)
  do i = 1, n
    do j = 1, m
      !$omp ordered depend(sink: i-1, j+1)
      b(i, j) = b(i - 1, min(j + 1, m)) + 1
      !$omp ordered depend(source)
    end do
  end do
  print *, sum(b)
end program omp_doacross
