! array_reduce.f90 — reductions on array sections: SUM, MAXVAL and
! DOT_PRODUCT of 1-D sections and SUM of a 2-D section, on 4 million
! real(8), 30 repetitions. Prints "TIME seconds" and "CHECK value".
program bench_array_reduce
  implicit none
  integer, parameter :: n = 4000000, m = 2000, reps = 30
  real(8), allocatable :: x(:), y(:), g(:, :)
  real(8) :: s
  integer :: i, j, rep
  integer(8) :: t0, t1, rate

  allocate(x(n), y(n), g(m, m))
  do i = 1, n
    x(i) = real(mod(i, 977), 8) * 1.0d-3
    y(i) = real(mod(i, 113), 8) * 1.0d-2
  end do
  do j = 1, m
    do i = 1, m
      g(i, j) = real(mod(i + j, 37), 8)
    end do
  end do

  s = 0.0d0
  call system_clock(t0, rate)
  do rep = 1, reps
    s = s + sum(x(rep:n - rep)) * 1.0d-6
    s = s + maxval(y(1:n:2))
    s = s + dot_product(x(2:n), y(1:n - 1)) * 1.0d-6
    s = s + sum(g(2:m - 1, rep:m - rep)) * 1.0d-6
  end do
  call system_clock(t1)

  print '(A, F12.6)', 'TIME ', real(t1 - t0, 8) / real(rate, 8)
  print '(A, ES22.14)', 'CHECK ', s
end program bench_array_reduce
