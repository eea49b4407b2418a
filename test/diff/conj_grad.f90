! Conjugate gradient and Gauss-Seidel on a small SPD tridiagonal system
! (1-D Poisson), with convergence history and an internal residual function.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program conj_grad
  implicit none
  integer, parameter :: n = 8, dp = selected_real_kind(15)
  real(dp) :: a(n, n), b(n), x(n), r(n), p(n), ap(n), xg(n)
  real(dp) :: alpha, beta, rr, rr_new, tol
  integer :: i, it, sweeps

  a = 0.0_dp
  do i = 1, n
    a(i, i) = 2.0_dp
    if (i > 1) a(i, i-1) = -1.0_dp
    if (i < n) a(i, i+1) = -1.0_dp
  end do
  b = [(real(i, dp) / n, i = 1, n)]
  tol = 1.0e-10_dp

  x = 0.0_dp
  r = b - matmul(a, x)
  p = r
  rr = dot_product(r, r)
  it = 0
  do while (sqrt(rr) > tol .and. it < 100)
    it = it + 1
    ap = matmul(a, p)
    alpha = rr / dot_product(p, ap)
    x = x + alpha * p
    r = r - alpha * ap
    rr_new = dot_product(r, r)
    beta = rr_new / rr
    p = r + beta * p
    rr = rr_new
    print '(a,i3,a,es10.2)', 'cg iter', it, '  |r| =', sqrt(rr)
  end do
  print '(a,i0,a)', 'CG converged in ', it, ' iterations'
  print '(8f9.5)', x
  print '(a,es10.2)', 'check residual:', resid(x)

  xg = 0.0_dp
  sweeps = 0
  do
    sweeps = sweeps + 1
    do i = 1, n
      xg(i) = (b(i) - dot_product(a(i, 1:i-1), xg(1:i-1)) &
                    - dot_product(a(i, i+1:n), xg(i+1:n))) / a(i, i)
    end do
    if (resid(xg) < 1.0e-8_dp) exit
    if (mod(sweeps, 25) == 0) print '(a,i4,es12.3)', 'gs sweep', sweeps, resid(xg)
  end do
  print '(a,i0,a)', 'Gauss-Seidel converged in ', sweeps, ' sweeps'
  print '(8f9.5)', xg
  print '(a,l1)', 'agree: ', maxval(abs(x - xg)) < 1.0e-6_dp
contains
  real(dp) function resid(v)
    real(dp), intent(in) :: v(:)
    resid = norm(b - matmul(a, v))
  end function resid
  pure real(dp) function norm(v)
    real(dp), intent(in) :: v(:)
    norm = sqrt(sum(v**2))
  end function norm
end program conj_grad
