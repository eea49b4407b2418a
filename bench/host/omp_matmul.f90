! omp_matmul.f90 — matmul.f90's jki triple loop (512 x 512, real(8), 10
! times) with OpenMP: PARALLEL DO over the columns of c, k and i private.
! Prints "TIME seconds" and "CHECK value".
program bench_omp_matmul
  implicit none
  integer, parameter :: n = 512
  real(8), allocatable :: a(:, :), b(:, :), c(:, :)
  integer :: i, j, k, rep
  integer(8) :: t0, t1, rate
  real(8) :: s

  allocate(a(n, n), b(n, n), c(n, n))
  do j = 1, n
    do i = 1, n
      a(i, j) = real(mod(i + j, 7), 8) / 7.0d0
      b(i, j) = real(mod(i * j, 5), 8) / 5.0d0
    end do
  end do

  call system_clock(t0, rate)
  do rep = 1, 10
    !$omp parallel do private(i, k, s)
    do j = 1, n
      do i = 1, n
        c(i, j) = 0.0d0
      end do
      do k = 1, n
        s = b(k, j)
        do i = 1, n
          c(i, j) = c(i, j) + a(i, k) * s
        end do
      end do
    end do
  end do
  call system_clock(t1)

  s = 0.0d0
  do j = 1, n
    do i = 1, n
      s = s + c(i, j) * mod(i + 2 * j, 3)
    end do
  end do
  print '(A, F12.6)', 'TIME ', real(t1 - t0, 8) / real(rate, 8)
  print '(A, ES22.14)', 'CHECK ', s
end program
