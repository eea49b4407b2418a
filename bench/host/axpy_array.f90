! axpy_array.f90 — array syntax a = b + s*c on 10 million real(8) elements,
! 30 repetitions. Prints "TIME seconds" and "CHECK value".
program bench_axpy_array
  implicit none
  integer, parameter :: n = 10000000, reps = 30
  real(8), allocatable :: a(:), b(:), c(:)
  real(8) :: s, total
  integer :: i, rep
  integer(8) :: t0, t1, rate

  allocate(a(n), b(n), c(n))
  do i = 1, n
    b(i) = real(mod(i, 1000), 8)
    c(i) = real(mod(i, 7), 8) * 0.5d0
  end do
  s = 1.0d0

  call system_clock(t0, rate)
  do rep = 1, reps
    a = b + s * c
    s = s * 0.999d0
  end do
  call system_clock(t1)

  total = 0.0d0
  do i = 1, n
    total = total + a(i)
  end do
  print '(A, F12.6)', 'TIME ', real(t1 - t0, 8) / real(rate, 8)
  print '(A, ES22.14)', 'CHECK ', total
end program bench_axpy_array
