! Root finding by bisection and the secant method on functions passed
! nowhere (internal functions selected by an integer), in real(8).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program bisection
  implicit none
  real(8) :: root
  integer :: which, iters

  do which = 1, 3
    call bisect(which, 0.0d0, 3.0d0, 1.0d-10, root, iters)
    print *, 'bisection f', which, root, iters
    call secant(which, 1.0d0, 2.0d0, 1.0d-12, root, iters)
    print *, 'secant    f', which, root, iters
  end do

contains

  real(8) function f(k, x)
    integer, intent(in) :: k
    real(8), intent(in) :: x
    select case (k)
    case (1)
      f = x * x - 2.0d0
    case (2)
      f = x**3 - x - 1.0d0
    case default
      f = 2.0d0 * x - 3.0d0
    end select
  end function f

  subroutine bisect(k, a0, b0, tol, x, n)
    integer, intent(in) :: k
    real(8), intent(in) :: a0, b0, tol
    real(8), intent(out) :: x
    integer, intent(out) :: n
    real(8) :: a, b
    a = a0; b = b0; n = 0
    do while (b - a > tol)
      x = (a + b) / 2
      if (f(k, a) * f(k, x) <= 0) then
        b = x
      else
        a = x
      end if
      n = n + 1
    end do
    x = (a + b) / 2
  end subroutine bisect

  subroutine secant(k, x0, x1, tol, x, n)
    integer, intent(in) :: k
    real(8), intent(in) :: x0, x1, tol
    real(8), intent(out) :: x
    integer, intent(out) :: n
    real(8) :: a, b, fa, fb
    a = x0; b = x1; n = 0
    do
      fa = f(k, a); fb = f(k, b)
      if (fb == fa) exit
      x = b - fb * (b - a) / (fb - fa)
      n = n + 1
      if (abs(x - b) < tol .or. n >= 50) exit
      a = b
      b = x
    end do
  end subroutine secant
end program bisection
