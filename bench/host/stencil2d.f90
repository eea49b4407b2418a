! stencil2d.f90 — 2-D Jacobi relaxation in array syntax, 1024 x 1024,
! 400 sweeps: the whole-section form
!   v(1:n, 1:n) = 0.25 * (u(0:n-1, 1:n) + u(2:n+1, 1:n) + u(1:n, 0:n-1) + u(1:n, 2:n+1))
! in the main program on allocatables, and the same sweep in a module
! procedure on assumed-shape dummies with lower bound 0.
! Prints "TIME seconds" and "CHECK value".
module stencil2d_mod
  implicit none
contains
  subroutine sweep(u, v, n)
    integer, intent(in) :: n
    real(8), intent(in) :: u(0:, 0:)
    real(8), intent(inout) :: v(0:, 0:)
    v(1:n, 1:n) = 0.25d0 * (u(0:n-1, 1:n) + u(2:n+1, 1:n) + u(1:n, 0:n-1) + u(1:n, 2:n+1))
  end subroutine sweep
end module stencil2d_mod

program bench_stencil2d
  use stencil2d_mod
  implicit none
  integer, parameter :: n = 1024, sweeps = 400
  real(8), allocatable :: u(:, :), v(:, :)
  integer :: i, it
  integer(8) :: t0, t1, rate

  allocate(u(0:n + 1, 0:n + 1), v(0:n + 1, 0:n + 1))
  u = 0.0d0
  do i = 0, n + 1
    u(i, 0) = 1.0d0
    u(i, n + 1) = real(i, 8) / (n + 1)
  end do
  v = u

  call system_clock(t0, rate)
  do it = 1, sweeps / 2
    v(1:n, 1:n) = 0.25d0 * (u(0:n-1, 1:n) + u(2:n+1, 1:n) + u(1:n, 0:n-1) + u(1:n, 2:n+1))
    call sweep(v, u, n)
  end do
  call system_clock(t1)

  print '(A, F12.6)', 'TIME ', real(t1 - t0, 8) / real(rate, 8)
  print '(A, ES22.14)', 'CHECK ', sum(u(1:n, 1:n))
end program bench_stencil2d
