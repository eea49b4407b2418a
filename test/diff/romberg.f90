! Composite Simpson and Romberg integration of several functions chosen
! through a SELECT CASE dispatcher, printing the Romberg tableau.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module quad_mod
  implicit none
  integer, parameter :: dp = kind(1.d0)
  real(dp), parameter :: pi = 3.14159265358979323846_dp
contains
  real(dp) function f(which, x)
    integer, intent(in) :: which
    real(dp), intent(in) :: x
    select case (which)
    case (1)
      f = sin(x)
    case (2)
      f = exp(-x*x)
    case (3)
      f = 1.0_dp / (1.0_dp + x*x)
    case default
      f = x**3 - 2*x
    end select
  end function f

  real(dp) function simpson(which, a, b, n) result(s)
    integer, intent(in) :: which, n
    real(dp), intent(in) :: a, b
    real(dp) :: h
    integer :: i
    h = (b - a) / n
    s = f(which, a) + f(which, b)
    do i = 1, n - 1, 2
      s = s + 4 * f(which, a + i*h)
    end do
    do i = 2, n - 2, 2
      s = s + 2 * f(which, a + i*h)
    end do
    s = s * h / 3
  end function simpson

  subroutine romberg(which, a, b, levels, table)
    integer, intent(in) :: which, levels
    real(dp), intent(in) :: a, b
    real(dp), intent(out) :: table(0:levels, 0:levels)
    real(dp) :: h, s
    integer :: i, j, k
    table = 0
    h = b - a
    table(0, 0) = h / 2 * (f(which, a) + f(which, b))
    do i = 1, levels
      h = h / 2
      s = 0
      do k = 1, 2**i - 1, 2
        s = s + f(which, a + k*h)
      end do
      table(i, 0) = table(i-1, 0) / 2 + h * s
      do j = 1, i
        table(i, j) = table(i, j-1) + (table(i, j-1) - table(i-1, j-1)) / (4**j - 1)
      end do
    end do
  end subroutine romberg
end module quad_mod

program romberg_main
  use quad_mod
  implicit none
  real(dp) :: t(0:5, 0:5), lims(2, 4)
  integer :: w, i, n
  character(len=*), parameter :: names(4) = [character(len=12) :: 'sin', 'gauss', 'arctan', 'cubic']

  lims = reshape([0.0_dp, pi, 0.0_dp, 1.0_dp, 0.0_dp, 1.0_dp, -1.0_dp, 2.0_dp], [2, 4])
  do w = 1, 4
    print '(a,a)', 'function: ', trim(names(w))
    do n = 2, 16, 7
      print '(a,i3,f18.12)', '  simpson n=', n + mod(n, 2), simpson(w, lims(1, w), lims(2, w), n + mod(n, 2))
    end do
    call romberg(w, lims(1, w), lims(2, w), 5, t)
    do i = 0, 5
      print '(2x,6f14.10)', t(i, 0:i)
    end do
  end do
  print '(a,f16.12)', '4*arctan integral:', 4 * t(5, 5)
end program romberg_main
