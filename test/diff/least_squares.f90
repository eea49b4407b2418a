! Linear least squares: polynomial fits of degree 1..3 through normal
! equations solved by Cholesky factorisation, residual norms, and a
! straight-line fit with closed-form statistics (slope, intercept, r^2).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module lsq_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  subroutine cholesky(a, l, ok)
    real(dp), intent(in) :: a(:, :)
    real(dp), intent(out) :: l(size(a, 1), size(a, 2))
    logical, intent(out) :: ok
    integer :: i, j, n
    real(dp) :: s
    n = size(a, 1)
    l = 0
    ok = .true.
    do j = 1, n
      s = a(j, j) - sum(l(j, 1:j-1)**2)
      if (s <= 0) then
        ok = .false.
        return
      end if
      l(j, j) = sqrt(s)
      do i = j + 1, n
        l(i, j) = (a(i, j) - sum(l(i, 1:j-1) * l(j, 1:j-1))) / l(j, j)
      end do
    end do
  end subroutine cholesky

  function chol_solve(l, b) result(x)
    real(dp), intent(in) :: l(:, :), b(:)
    real(dp) :: x(size(b)), y(size(b))
    integer :: i, n
    n = size(b)
    do i = 1, n
      y(i) = (b(i) - sum(l(i, 1:i-1) * y(1:i-1))) / l(i, i)
    end do
    do i = n, 1, -1
      x(i) = (y(i) - sum(l(i+1:n, i) * x(i+1:n))) / l(i, i)
    end do
  end function chol_solve

  function polyfit(x, y, deg) result(coef)
    real(dp), intent(in) :: x(:), y(:)
    integer, intent(in) :: deg
    real(dp) :: coef(0:deg)
    real(dp) :: v(size(x), 0:deg), ata(0:deg, 0:deg), l(0:deg, 0:deg)
    integer :: j
    logical :: ok
    do j = 0, deg
      v(:, j) = x**j
    end do
    ata = matmul(transpose(v), v)
    call cholesky(ata, l, ok)
    if (.not. ok) then
      coef = 0
      return
    end if
    coef = chol_solve(l, matmul(transpose(v), y))
  end function polyfit
end module lsq_mod

program least_squares
  use lsq_mod
  implicit none
  integer, parameter :: n = 12
  real(dp) :: x(n), y(n), fit(n), sx, sy, sxx, sxy, slope, icpt, r2, ybar
  real(dp), allocatable :: c(:)
  integer :: i, deg

  x = [(real(i - 1, dp) / 2, i = 1, n)]
  y = 1.5_dp - 0.8_dp * x + 0.3_dp * x**2 + 0.05_dp * [(merge(1, -1, mod(i, 2) == 0), i = 1, n)]
  do deg = 1, 3
    c = polyfit(x, y, deg)
    fit = 0
    do i = deg, 0, -1
      fit = fit * x + c(i)
    end do
    print '(a,i0,a,4f10.5)', 'degree ', deg, ' coefficients:', c
    print '(a,es10.3)', '   residual norm:', sqrt(sum((y - fit)**2))
  end do

  sx = sum(x); sy = sum(y); sxx = sum(x * x); sxy = sum(x * y)
  slope = (n * sxy - sx * sy) / (n * sxx - sx**2)
  icpt = (sy - slope * sx) / n
  ybar = sy / n
  r2 = 1 - sum((y - (icpt + slope * x))**2) / sum((y - ybar)**2)
  print '(a,f10.5,a,f10.5,a,f8.5)', 'line: slope', slope, ' intercept', icpt, ' r^2', r2
  c = polyfit(x, y, 1)
  print '(a,l2)', 'closed form agrees with normal equations:', &
      abs(c(1) - slope) < 1e-10_dp .and. abs(c(0) - icpt) < 1e-10_dp
end program least_squares
