! Polynomial evaluation with Horner's rule in real(8), derivative
! coefficients, a table of values, and comparison with naive evaluation.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program horner_poly
  implicit none
  integer, parameter :: deg = 4
  real(8) :: c(0:deg) = [1.0d0, -3.0d0, 0.5d0, 2.0d0, -0.25d0]
  real(8) :: dc(0:deg - 1)
  real(8) :: x, h, naive
  integer :: i, k

  do k = 1, deg
    dc(k - 1) = k * c(k)
  end do
  print *, 'derivative coefficients', dc

  do i = -4, 4
    x = i * 0.5d0
    h = horner(c, deg, x)
    naive = 0
    do k = 0, deg
      naive = naive + c(k) * x**k
    end do
    print *, x, h, horner(dc, deg - 1, x), abs(h - naive) < 1.0d-12
  end do

contains

  real(8) function horner(coef, n, t)
    integer, intent(in) :: n
    real(8), intent(in) :: coef(0:n), t
    integer :: j
    horner = coef(n)
    do j = n - 1, 0, -1
      horner = horner * t + coef(j)
    end do
  end function horner
end program horner_poly
