! omp_jacobi.f90 — jacobi.f90's 5-point stencil (1024 x 1024, 1000 sweeps)
! with OpenMP: one parallel region, the sweeps as worksharing DO loops over
! the columns. Prints "TIME seconds" and "CHECK value".
program bench_omp_jacobi
  implicit none
  integer, parameter :: n = 1024, sweeps = 1000
  real(8), allocatable :: u(:, :), v(:, :)
  integer :: i, j, it
  integer(8) :: t0, t1, rate
  real(8) :: s

  allocate(u(0:n + 1, 0:n + 1), v(0:n + 1, 0:n + 1))
  u = 0.0d0
  do i = 0, n + 1
    u(i, 0) = 1.0d0
    u(i, n + 1) = real(i, 8) / (n + 1)
  end do
  v = u

  call system_clock(t0, rate)
  !$omp parallel private(it, i, j)
  do it = 1, sweeps / 2
    !$omp do
    do j = 1, n
      do i = 1, n
        v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
      end do
    end do
    !$omp do
    do j = 1, n
      do i = 1, n
        u(i, j) = 0.25d0 * (v(i - 1, j) + v(i + 1, j) + v(i, j - 1) + v(i, j + 1))
      end do
    end do
  end do
  !$omp end parallel
  call system_clock(t1)

  s = 0.0d0
  !$omp parallel do reduction(+:s)
  do j = 1, n
    do i = 1, n
      s = s + u(i, j)
    end do
  end do
  print '(A, F12.6)', 'TIME ', real(t1 - t0, 8) / real(rate, 8)
  print '(A, ES20.12)', 'CHECK ', s
end program
