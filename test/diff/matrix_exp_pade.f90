! Matrix exponential by scaling and squaring with a [6/6] Pade
! approximant, solved with Gaussian elimination; checked on a rotation
! generator (exp gives cos/sin) and a nilpotent matrix (finite series).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module expm_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  function expm(a) result(e)
    real(dp), intent(in) :: a(:, :)
    real(dp) :: e(size(a, 1), size(a, 2))
    real(dp), dimension(size(a, 1), size(a, 2)) :: x, n, d, as
    real(dp) :: c, nrm
    integer :: s, k, q
    logical :: pos
    q = 6
    nrm = maxval(sum(abs(a), dim=1))
    s = max(0, exponent(nrm) + 1)
    as = a / 2.0_dp**s
    x = as
    c = 0.5_dp
    n = identity(size(a, 1)) + c * as
    d = identity(size(a, 1)) - c * as
    pos = .true.
    do k = 2, q
      c = c * (q - k + 1) / (k * (2*q - k + 1))
      x = matmul(as, x)
      n = n + c * x
      if (pos) then
        d = d + c * x
      else
        d = d - c * x
      end if
      pos = .not. pos
    end do
    e = solve(d, n)
    do k = 1, s
      e = matmul(e, e)
    end do
  end function expm

  function identity(m) result(i)
    integer, intent(in) :: m
    real(dp) :: i(m, m)
    integer :: j
    i = 0
    do j = 1, m
      i(j, j) = 1
    end do
  end function identity

  ! Solve a*x = b for a matrix right-hand side (partial pivoting).
  function solve(a, b) result(x)
    real(dp), intent(in) :: a(:, :), b(:, :)
    real(dp) :: x(size(b, 1), size(b, 2))
    real(dp) :: m(size(a, 1), size(a, 2)), f
    real(dp) :: rowa(size(a, 2)), rowb(size(b, 2))
    integer :: i, k, p, nn
    nn = size(a, 1)
    m = a
    x = b
    do k = 1, nn
      p = maxloc(abs(m(k:, k)), 1) + k - 1
      rowa = m(k, :); m(k, :) = m(p, :); m(p, :) = rowa
      rowb = x(k, :); x(k, :) = x(p, :); x(p, :) = rowb
      do i = k + 1, nn
        f = m(i, k) / m(k, k)
        m(i, k:) = m(i, k:) - f * m(k, k:)
        x(i, :) = x(i, :) - f * x(k, :)
      end do
    end do
    do k = nn, 1, -1
      x(k, :) = (x(k, :) - matmul(m(k, k+1:), x(k+1:, :))) / m(k, k)
    end do
  end function solve
end module expm_mod

program matrix_exp_pade
  use expm_mod
  implicit none
  real(dp) :: r(2, 2), e(2, 2), nil(3, 3), en(3, 3), exact(3, 3), b(3, 3)
  real(dp) :: theta
  integer :: i

  theta = 1.2_dp
  r = reshape([0.0_dp, theta, -theta, 0.0_dp], [2, 2])
  e = expm(r)
  print '(a)', 'exp of rotation generator:'
  print '(2f16.12)', (e(i, :), i = 1, 2)
  print '(a,2f16.12)', 'cos, sin:', cos(theta), sin(theta)
  print '(a,l1)', 'matches: ', abs(e(1, 1) - cos(theta)) < 1e-12_dp .and. abs(e(2, 1) - sin(theta)) < 1e-12_dp

  nil = 0
  nil(1, 2) = 2; nil(2, 3) = 3; nil(1, 3) = 1
  en = expm(nil)
  exact = identity(3) + nil + matmul(nil, nil) / 2
  print '(a)', 'exp of nilpotent:'
  do i = 1, 3
    print '(3f10.5)', en(i, :)
  end do
  print '(a,l1)', 'equals I + N + N^2/2: ', maxval(abs(en - exact)) < 1e-12_dp

  b = reshape([-2.0_dp, 1.0_dp, 0.0_dp, 1.0_dp, -2.0_dp, 1.0_dp, 0.0_dp, 1.0_dp, -2.0_dp], [3, 3]) * 5
  en = expm(b)
  print '(a)', 'exp of 5*(1-D Laplacian):'
  do i = 1, 3
    print '(3es14.5)', en(i, :)
  end do
  print '(a,l1)', 'exp(A) exp(-A) = I: ', maxval(abs(matmul(en, expm(-b)) - identity(3))) < 1e-9_dp
end program matrix_exp_pade
