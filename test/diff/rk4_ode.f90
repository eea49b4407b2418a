! Classical RK4 for a damped harmonic oscillator (system of two ODEs) and a
! scalar logistic equation, passing the right-hand side as a procedure
! argument; compares against the exact solutions.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module ode_mod
  implicit none
  integer, parameter :: wp = kind(1.0d0)
  abstract interface
    function rhs_fn(t, y) result(dy)
      import :: wp
      real(wp), intent(in) :: t, y(:)
      real(wp) :: dy(size(y))
    end function rhs_fn
  end interface
contains
  ! One RK4 step of size h from (t, y).
  subroutine rk4_step(f, t, y, h)
    procedure(rhs_fn) :: f
    real(wp), intent(in) :: t, h
    real(wp), intent(inout) :: y(:)
    real(wp), dimension(size(y)) :: k1, k2, k3, k4
    k1 = f(t, y)
    k2 = f(t + h/2, y + h/2*k1)
    k3 = f(t + h/2, y + h/2*k2)
    k4 = f(t + h, y + h*k3)
    y = y + h/6 * (k1 + 2*k2 + 2*k3 + k4)
  end subroutine rk4_step

  function oscillator(t, y) result(dy)
    real(wp), intent(in) :: t, y(:)
    real(wp) :: dy(size(y))
    real(wp), parameter :: omega = 2.0_wp, zeta = 0.1_wp
    dy(1) = y(2)
    dy(2) = -2*zeta*omega*y(2) - omega**2*y(1) + 0*t
  end function oscillator

  function logistic(t, y) result(dy)
    real(wp), intent(in) :: t, y(:)
    real(wp) :: dy(size(y))
    dy = 1.5_wp * y * (1 - y / 10) + 0*t
  end function logistic
end module ode_mod

program rk4_ode
  use ode_mod
  implicit none
  real(wp) :: y(2), z(1), t, h, exact, wd, err_max
  integer :: i, nsteps
  real(wp), parameter :: omega = 2.0_wp, zeta = 0.1_wp

  h = 0.05_wp
  nsteps = 100
  y = [1.0_wp, 0.0_wp]
  t = 0.0_wp
  wd = omega * sqrt(1 - zeta**2)
  err_max = 0
  do i = 1, nsteps
    call rk4_step(oscillator, t, y, h)
    t = t + h
    exact = exp(-zeta*omega*t) * (cos(wd*t) + zeta*omega/wd*sin(wd*t))
    err_max = max(err_max, abs(y(1) - exact))
    if (mod(i, 20) == 0) print '(f6.2,2f12.7,f12.7)', t, y, exact
  end do
  print '(a,l1)', 'oscillator error < 1e-6: ', err_max < 1.0e-6_wp

  do nsteps = 10, 40, 10
    h = 4.0_wp / nsteps
    z = 0.5_wp
    t = 0
    do i = 1, nsteps
      call rk4_step(logistic, t, z, h)
      t = t + h
    end do
    exact = 10 / (1 + 19*exp(-1.5_wp*t))
    print '(a,i3,a,f10.6,a,es9.2)', 'n=', nsteps, ' y(4)=', z(1), ' err=', abs(z(1)-exact)
  end do
end program rk4_ode
