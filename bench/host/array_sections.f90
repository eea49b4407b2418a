! array_sections.f90 — 1-D array syntax on sections: the smoothing step
! u(1:n-1) = (u(0:n-2) + u(2:n)) / 2 (its right-hand side overlaps its
! left-hand side) and v(2:n-1) = u(1:n-2) - 2*u(2:n-1) + u(3:n), on
! 1 million real(8), 100 steps. Prints "TIME seconds" and "CHECK value".
program bench_array_sections
  implicit none
  integer, parameter :: n = 1000000, steps = 100
  real(8), allocatable :: u(:), v(:)
  integer :: i, it
  integer(8) :: t0, t1, rate

  allocate(u(0:n), v(0:n))
  do i = 0, n
    u(i) = real(mod(i * 7, 1009), 8)
  end do
  v = 0.0d0

  call system_clock(t0, rate)
  do it = 1, steps
    u(1:n-1) = (u(0:n-2) + u(2:n)) / 2
    v(2:n-1) = v(2:n-1) + (u(1:n-2) - 2 * u(2:n-1) + u(3:n))
  end do
  call system_clock(t1)

  print '(A, F12.6)', 'TIME ', real(t1 - t0, 8) / real(rate, 8)
  print '(A, ES22.14)', 'CHECK ', sum(u) + sum(v)
end program bench_array_sections
