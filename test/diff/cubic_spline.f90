! Natural cubic spline through samples of a function: tridiagonal solve
! (Thomas algorithm) for the second derivatives, then evaluation with a
! binary search for the interval, derivative and integral of the spline.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module spline_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type :: spline
    integer :: n = 0
    real(dp), allocatable :: x(:), y(:), m(:)
  end type spline
contains
  function spline_new(x, y) result(s)
    real(dp), intent(in) :: x(:), y(:)
    type(spline) :: s
    real(dp), allocatable :: a(:), b(:), c(:), d(:), h(:)
    integer :: i, n
    n = size(x)
    s%n = n
    s%x = x
    s%y = y
    allocate(s%m(n), h(n-1), a(n), b(n), c(n), d(n))
    h = x(2:) - x(:n-1)
    a = 0; b = 1; c = 0; d = 0
    do i = 2, n - 1
      a(i) = h(i-1)
      b(i) = 2 * (h(i-1) + h(i))
      c(i) = h(i)
      d(i) = 6 * ((y(i+1) - y(i)) / h(i) - (y(i) - y(i-1)) / h(i-1))
    end do
    do i = 2, n
      b(i) = b(i) - a(i) / b(i-1) * c(i-1)
      d(i) = d(i) - a(i) / b(i-1) * d(i-1)
    end do
    s%m(n) = d(n) / b(n)
    do i = n - 1, 1, -1
      s%m(i) = (d(i) - c(i) * s%m(i+1)) / b(i)
    end do
  end function spline_new

  integer function locate(s, t) result(lo)
    type(spline), intent(in) :: s
    real(dp), intent(in) :: t
    integer :: hi, mid
    lo = 1
    hi = s%n
    do while (hi - lo > 1)
      mid = (lo + hi) / 2
      if (s%x(mid) > t) then
        hi = mid
      else
        lo = mid
      end if
    end do
  end function locate

  real(dp) function spline_eval(s, t, deriv) result(v)
    type(spline), intent(in) :: s
    real(dp), intent(in) :: t
    logical, intent(in), optional :: deriv
    integer :: i
    real(dp) :: h, a, b
    i = locate(s, t)
    h = s%x(i+1) - s%x(i)
    a = (s%x(i+1) - t) / h
    b = (t - s%x(i)) / h
    if (present(deriv)) then
      if (deriv) then
        v = (s%y(i+1) - s%y(i)) / h - (3*a*a - 1) / 6 * h * s%m(i) + (3*b*b - 1) / 6 * h * s%m(i+1)
        return
      end if
    end if
    v = a*s%y(i) + b*s%y(i+1) + ((a**3 - a)*s%m(i) + (b**3 - b)*s%m(i+1)) * h*h / 6
  end function spline_eval

  real(dp) function spline_integral(s) result(total)
    type(spline), intent(in) :: s
    integer :: i
    real(dp) :: h
    total = 0
    do i = 1, s%n - 1
      h = s%x(i+1) - s%x(i)
      total = total + h * (s%y(i) + s%y(i+1)) / 2 - h**3 * (s%m(i) + s%m(i+1)) / 24
    end do
  end function spline_integral
end module spline_mod

program cubic_spline
  use spline_mod
  implicit none
  integer, parameter :: n = 9
  real(dp) :: xs(n), t, err, maxerr
  type(spline) :: sp
  integer :: i

  xs = [(real(i - 1, dp) * 0.25_dp, i = 1, n)]
  sp = spline_new(xs, exp(-xs) * cos(3 * xs))
  print '(a,i0)', 'knots: ', sp%n
  print '(a)', 'second derivatives:'
  print '(3f14.8)', sp%m
  maxerr = 0
  do i = 0, 16
    t = i * 0.125_dp
    err = abs(spline_eval(sp, t) - exp(-t) * cos(3*t))
    maxerr = max(maxerr, err)
    if (mod(i, 4) == 1) print '(f7.3,2f13.8,f12.8)', t, spline_eval(sp, t), exp(-t)*cos(3*t), &
        spline_eval(sp, t, deriv=.true.)
  end do
  print '(a,l1)', 'max error below 0.01: ', maxerr < 0.01_dp
  print '(a,f12.8)', 'integral:', spline_integral(sp)
  print '(a,i0,1x,i0,1x,i0)', 'locate: ', locate(sp, 0.0_dp), locate(sp, 1.1_dp), locate(sp, 2.0_dp)
end program cubic_spline
