! array_where.f90 — masked array syntax on 2 million real(8): WHERE/ELSEWHERE
! with a square root and MERGE, 30 repetitions.
! Prints "TIME seconds" and "CHECK value".
program bench_array_where
  implicit none
  integer, parameter :: n = 2000000, reps = 30
  real(8), allocatable :: a(:), b(:), c(:)
  integer :: i, rep
  integer(8) :: t0, t1, rate

  allocate(a(n), b(n), c(n))
  do i = 1, n
    a(i) = real(mod(i * 13, 201) - 100, 8)
  end do
  b = 0.0d0
  c = 0.0d0

  call system_clock(t0, rate)
  do rep = 1, reps
    where (a > 0.0d0)
      b = b + sqrt(a)
    elsewhere
      b = b - a * 0.5d0
    end where
    c = c + merge(a, -a, a > b * 1.0d-3)
  end do
  call system_clock(t1)

  print '(A, F12.6)', 'TIME ', real(t1 - t0, 8) / real(rate, 8)
  print '(A, ES22.14)', 'CHECK ', sum(b) + sum(c)
end program bench_array_where
