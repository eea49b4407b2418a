! Adaptive Runge-Kutta-Fehlberg 4(5) integration of ODE systems passed as
! procedure arguments through an abstract interface: a damped oscillator,
! the Lotka-Volterra system and a stiff-ish decay, with step control,
! accepted/rejected step counts and a dense table of the solution.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module rkf45_mod
  implicit none
  integer, parameter :: wp = selected_real_kind(15, 307)
  abstract interface
    subroutine rhs_fn(t, y, dydt)
      import :: wp
      real(wp), intent(in) :: t, y(:)
      real(wp), intent(out) :: dydt(:)
    end subroutine rhs_fn
  end interface
  type stats
    integer :: accepted = 0, rejected = 0, evals = 0
  end type stats
contains
  subroutine rkf45_step(f, t, y, h, ynew, err)
    procedure(rhs_fn) :: f
    real(wp), intent(in) :: t, y(:), h
    real(wp), intent(out) :: ynew(:), err
    real(wp), dimension(size(y)) :: k1, k2, k3, k4, k5, k6, y5
    call f(t, y, k1)
    call f(t + h / 4, y + h * k1 / 4, k2)
    call f(t + 3 * h / 8, y + h * (3 * k1 + 9 * k2) / 32, k3)
    call f(t + 12 * h / 13, y + h * (1932 * k1 - 7200 * k2 + 7296 * k3) / 2197, k4)
    call f(t + h, y + h * (439 * k1 / 216 - 8 * k2 + 3680 * k3 / 513 - 845 * k4 / 4104), k5)
    call f(t + h / 2, y + h * (-8 * k1 / 27 + 2 * k2 - 3544 * k3 / 2565 + 1859 * k4 / 4104 - 11 * k5 / 40), k6)
    ynew = y + h * (25 * k1 / 216 + 1408 * k3 / 2565 + 2197 * k4 / 4104 - k5 / 5)
    y5 = y + h * (16 * k1 / 135 + 6656 * k3 / 12825 + 28561 * k4 / 56430 - 9 * k5 / 50 + 2 * k6 / 55)
    err = maxval(abs(y5 - ynew))
  end subroutine rkf45_step

  subroutine integrate(f, t0, t1, y, tol, st, nout)
    procedure(rhs_fn) :: f
    real(wp), intent(in) :: t0, t1, tol
    real(wp), intent(inout) :: y(:)
    type(stats), intent(out) :: st
    integer, intent(in), optional :: nout
    real(wp) :: t, h, err, tnext, dt_out
    real(wp) :: ynew(size(y))
    integer :: iout, nprint
    nprint = 0
    if (present(nout)) nprint = nout
    t = t0
    h = (t1 - t0) / 100
    iout = 1
    dt_out = (t1 - t0) / max(nprint, 1)
    tnext = t0 + dt_out
    do while (t < t1)
      if (t + h > t1) h = t1 - t
      if (nprint > 0 .and. t + h > tnext) h = tnext - t
      call rkf45_step(f, t, y, h, ynew, err)
      st%evals = st%evals + 6
      if (err <= tol .or. h < 1e-12_wp) then
        t = t + h
        y = ynew
        st%accepted = st%accepted + 1
        if (nprint > 0 .and. abs(t - tnext) < 1e-12_wp * max(1.0_wp, abs(t))) then
          write (*, '(f8.3, *(f12.6))') t, y
          iout = iout + 1
          tnext = t0 + iout * dt_out
        end if
      else
        st%rejected = st%rejected + 1
      end if
      if (err > 0) then
        h = h * min(4.0_wp, max(0.1_wp, 0.84_wp * (tol / err)**0.25_wp))
      else
        h = h * 4
      end if
    end do
  end subroutine integrate
end module rkf45_mod

module models
  use rkf45_mod, only: wp
  implicit none
  real(wp) :: damping = 0.1_wp
contains
  subroutine oscillator(t, y, dydt)
    real(wp), intent(in) :: t, y(:)
    real(wp), intent(out) :: dydt(:)
    dydt(1) = y(2)
    dydt(2) = -y(1) - damping * y(2) + 0 * t
  end subroutine oscillator
  subroutine lotka(t, y, dydt)
    real(wp), intent(in) :: t, y(:)
    real(wp), intent(out) :: dydt(:)
    dydt(1) = 1.5_wp * y(1) - y(1) * y(2)
    dydt(2) = -3.0_wp * y(2) + y(1) * y(2) + 0 * t
  end subroutine lotka
  subroutine decay(t, y, dydt)
    real(wp), intent(in) :: t, y(:)
    real(wp), intent(out) :: dydt(:)
    dydt = -50.0_wp * (y - cos(t))
  end subroutine decay
end module models

program rk45_adaptive
  use rkf45_mod
  use models
  implicit none
  real(wp) :: y2(2), y1(1)
  type(stats) :: st

  y2 = [1.0_wp, 0.0_wp]
  print '(a)', 'damped oscillator'
  call integrate(oscillator, 0.0_wp, 10.0_wp, y2, 1e-8_wp, st, nout=5)
  print '(a,3i6)', 'steps accepted/rejected/evals:', st%accepted, st%rejected, st%evals
  print '(a,es12.4)', 'energy ratio:', (y2(1)**2 + y2(2)**2) / 1.0_wp

  damping = 0.0_wp
  y2 = [1.0_wp, 0.0_wp]
  call integrate(oscillator, 0.0_wp, 6.283185307179586_wp, y2, 1e-10_wp, st)
  print '(a,2f14.9)', 'undamped after one period:', y2

  print '(a)', 'lotka-volterra'
  y2 = [10.0_wp, 5.0_wp]
  call integrate(lotka, 0.0_wp, 4.0_wp, y2, 1e-7_wp, st, 8)
  print '(a,2i6)', 'steps accepted/rejected:', st%accepted, st%rejected

  print '(a)', 'relaxation'
  y1 = [0.0_wp]
  call integrate(decay, 0.0_wp, 1.0_wp, y1, 1e-6_wp, st, nout=4)
  print '(a,l2)', 'rejected some steps:', st%rejected > 0
end program rk45_adaptive
