! Implicit 1-D heat equation by Crank-Nicolson with a tridiagonal
! (Thomas) solver in a subroutine with explicit-shape arrays and
! workspace passed in; Dirichlet and Neumann boundaries, comparison with
! the analytic solution, energy decay, and the explicit scheme's
! instability for a large time step shown by its growth.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module tridiag
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  subroutine thomas(n, a, b, c, d, x, cp, dp_)
    integer, intent(in) :: n
    real(dp), intent(in) :: a(n), b(n), c(n), d(n)
    real(dp), intent(out) :: x(n)
    real(dp), intent(inout) :: cp(n), dp_(n)
    integer :: i
    real(dp) :: m
    cp(1) = c(1) / b(1)
    dp_(1) = d(1) / b(1)
    do i = 2, n
      m = b(i) - a(i) * cp(i - 1)
      cp(i) = c(i) / m
      dp_(i) = (d(i) - a(i) * dp_(i - 1)) / m
    end do
    x(n) = dp_(n)
    do i = n - 1, 1, -1
      x(i) = dp_(i) - cp(i) * x(i + 1)
    end do
  end subroutine thomas
end module tridiag

program crank_nicolson
  use tridiag
  implicit none
  integer, parameter :: nx = 19
  real(dp), parameter :: pi = acos(-1.0_dp), alpha = 1.0_dp
  real(dp) :: u(nx), rhs(nx), a(nx), b(nx), c(nx), w1(nx), w2(nx), xg(nx), exact(nx)
  real(dp) :: dx, dt, r, t, err
  integer :: i, step, nsteps

  dx = 1.0_dp / (nx + 1)
  dt = 0.01_dp
  r = alpha * dt / dx**2
  xg = [(i * dx, i = 1, nx)]
  u = sin(pi * xg)
  a = -r / 2
  b = 1 + r
  c = -r / 2
  a(1) = 0
  c(nx) = 0
  nsteps = 20
  t = 0
  do step = 1, nsteps
    rhs(1) = (1 - r) * u(1) + r / 2 * u(2)
    rhs(nx) = r / 2 * u(nx - 1) + (1 - r) * u(nx)
    rhs(2:nx - 1) = r / 2 * u(1:nx - 2) + (1 - r) * u(2:nx - 1) + r / 2 * u(3:nx)
    call thomas(nx, a, b, c, rhs, u, w1, w2)
    t = t + dt
    if (mod(step, 5) == 0) then
      exact = exp(-pi**2 * alpha * t) * sin(pi * xg)
      err = maxval(abs(u - exact))
      print '(a,f5.2,a,f10.7,a,es10.3,a,f9.6)', 't=', t, ' u(mid)=', u((nx + 1) / 2), ' err=', err, &
           ' energy=', sum(u**2) * dx
    end if
  end do

  ! Neumann (insulated) right end: ghost node u(nx+1) = u(nx-1)
  u = 0
  u(1:5) = 1
  b = 1 + r
  a = -r / 2
  c = -r / 2
  a(1) = 0
  a(nx) = -r
  c(nx) = 0
  do step = 1, 200
    rhs(1) = (1 - r) * u(1) + r / 2 * u(2)
    rhs(2:nx - 1) = r / 2 * u(1:nx - 2) + (1 - r) * u(2:nx - 1) + r / 2 * u(3:nx)
    rhs(nx) = r * u(nx - 1) + (1 - r) * u(nx)
    call thomas(nx, a, b, c, rhs, u, w1, w2)
  end do
  print '(a)', 'insulated right end after 200 steps:'
  print '(7f9.5)', u(1:nx:3)

  ! explicit scheme with the same (too large) r blows up
  u = sin(pi * xg)
  do step = 1, 30
    rhs = u
    u(2:nx - 1) = rhs(2:nx - 1) + r * (rhs(1:nx - 2) - 2 * rhs(2:nx - 1) + rhs(3:nx))
    u(1) = rhs(1) + r * (-2 * rhs(1) + rhs(2))
    u(nx) = rhs(nx) + r * (rhs(nx - 1) - 2 * rhs(nx))
  end do
  print '(a,f6.2,a,l2)', 'explicit with r=', r, ' unstable:', maxval(abs(u)) > 1.0d3
end program crank_nicolson
