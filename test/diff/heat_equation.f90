! 1-D heat equation: explicit FTCS and implicit Crank-Nicolson (Thomas
! tridiagonal solver) schemes on the same grid, compared with the exact
! decaying sine mode; 2-D Jacobi relaxation for Laplace's equation with
! array sections and a convergence check.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module heat_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  real(dp), parameter :: pi = 3.141592653589793_dp
contains
  subroutine thomas(a, b, c, d, x)
    real(dp), intent(in) :: a(:), b(:), c(:), d(:)
    real(dp), intent(out) :: x(:)
    real(dp) :: cp(size(b)), dp_(size(b)), m
    integer :: i, n
    n = size(b)
    cp(1) = c(1) / b(1)
    dp_(1) = d(1) / b(1)
    do i = 2, n
      m = b(i) - a(i) * cp(i-1)
      cp(i) = c(i) / m
      dp_(i) = (d(i) - a(i) * dp_(i-1)) / m
    end do
    x(n) = dp_(n)
    do i = n - 1, 1, -1
      x(i) = dp_(i) - cp(i) * x(i+1)
    end do
  end subroutine thomas
end module heat_mod

program heat_equation
  use heat_mod
  implicit none
  integer, parameter :: nx = 21
  real(dp) :: u(0:nx-1), v(0:nx-1), x(0:nx-1), exact(0:nx-1)
  real(dp) :: a(nx-2), b(nx-2), c(nx-2), rhs(nx-2)
  real(dp) :: dx, dt, r, t
  real(dp), allocatable :: p(:, :), pn(:, :)
  integer :: i, step, nsteps, it

  dx = 1.0_dp / (nx - 1)
  x = [(i * dx, i = 0, nx - 1)]
  dt = 0.4_dp * dx * dx
  r = dt / dx**2
  nsteps = 250
  u = sin(pi * x)
  v = u
  a = -r / 2; b = 1 + r; c = -r / 2
  do step = 1, nsteps
    u(1:nx-2) = u(1:nx-2) + r * (u(0:nx-3) - 2 * u(1:nx-2) + u(2:nx-1))
    rhs = r / 2 * v(0:nx-3) + (1 - r) * v(1:nx-2) + r / 2 * v(2:nx-1)
    call thomas(a, b, c, rhs, v(1:nx-2))
  end do
  t = nsteps * dt
  exact = exp(-pi**2 * t) * sin(pi * x)
  print '(a,f8.5,a,f8.4)', 't =', t, '  r =', r
  print '(a)', '    x      FTCS       CN         exact'
  do i = 0, nx - 1, 4
    print '(f6.2,3f11.7)', x(i), u(i), v(i), exact(i)
  end do
  print '(a,l2)', 'FTCS error < 1e-3:', maxval(abs(u - exact)) < 1e-3_dp
  print '(a,l2)', 'CN error < 1e-3:  ', maxval(abs(v - exact)) < 1e-3_dp

  allocate(p(0:10, 0:10))
  p = 0
  p(:, 10) = 1
  pn = p
  do it = 1, 5000
    pn(1:9, 1:9) = 0.25_dp * (p(0:8, 1:9) + p(2:10, 1:9) + p(1:9, 0:8) + p(1:9, 2:10))
    if (maxval(abs(pn - p)) < 1e-9_dp) exit
    p = pn
  end do
  print '(a,l2)', 'Laplace converged within 5000 sweeps:', it < 5000
  print '(a,f10.6)', 'centre value:', pn(5, 5)
  print '(a,l2)', 'symmetric in x:', maxval(abs(pn - pn(10:0:-1, :))) < 1e-8_dp
  print '(11f6.3)', pn(:, 8)
end program heat_equation
