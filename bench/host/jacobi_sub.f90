! jacobi_sub.f90 — the 2-D Jacobi 5-point stencil of jacobi.f90 (1024 x 1024,
! 400 sweeps) as DO loops in a module procedure whose arrays are
! assumed-shape dummies with lower bound 0: every element access goes
! through a descriptor. Prints "TIME seconds" and "CHECK value".
module jacobi_sub_mod
  implicit none
contains
  subroutine sweep(u, v, n)
    integer, intent(in) :: n
    real(8), intent(in) :: u(0:, 0:)
    real(8), intent(inout) :: v(0:, 0:)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
      end do
    end do
  end subroutine sweep
end module jacobi_sub_mod

program bench_jacobi_sub
  use jacobi_sub_mod
  implicit none
  integer, parameter :: n = 1024, sweeps = 400
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
  do it = 1, sweeps / 2
    call sweep(u, v, n)
    call sweep(v, u, n)
  end do
  call system_clock(t1)

  s = 0.0d0
  do j = 1, n
    do i = 1, n
      s = s + u(i, j)
    end do
  end do
  print '(A, F12.6)', 'TIME ', real(t1 - t0, 8) / real(rate, 8)
  print '(A, ES22.14)', 'CHECK ', s
end program bench_jacobi_sub
