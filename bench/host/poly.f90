! poly.f90 — Horner evaluation of a degree-16 polynomial in real(8) at 4
! million points, 10 repetitions. Prints "TIME seconds" and "CHECK value".
program bench_poly
  implicit none
  integer, parameter :: n = 4000000, deg = 16, reps = 10
  real(8), allocatable :: x(:), y(:)
  real(8) :: c(0:deg), p, s
  integer :: i, k, rep
  integer(8) :: t0, t1, rate

  allocate(x(n), y(n))
  do k = 0, deg
    c(k) = 1.0d0 / (k + 1) * (-1.0d0)**k
  end do
  do i = 1, n
    x(i) = real(i - 1, 8) / n
  end do

  call system_clock(t0, rate)
  do rep = 1, reps
    do i = 1, n
      p = c(deg)
      do k = deg - 1, 0, -1
        p = p * x(i) + c(k)
      end do
      y(i) = p
    end do
  end do
  call system_clock(t1)

  s = 0.0d0
  do i = 1, n
    s = s + y(i)
  end do
  print '(A, F12.6)', 'TIME ', real(t1 - t0, 8) / real(rate, 8)
  print '(A, ES22.14)', 'CHECK ', s
end program bench_poly
