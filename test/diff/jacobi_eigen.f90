! Cyclic Jacobi eigenvalue method for a symmetric 5x5 matrix: rotations
! until the off-diagonal norm vanishes, eigenvalues sorted with their
! vectors, checked by A*v = lambda*v and orthogonality.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program jacobi_eigen
  implicit none
  integer, parameter :: dp = kind(1.0d0), n = 5
  real(dp) :: a(n, n), v(n, n), a0(n, n), lam(n), tmpv(n), tmp
  integer :: sweep, p, q, i, j, k

  do j = 1, n
    do i = 1, n
      a(i, j) = 1.0_dp / (i + j - 1)
    end do
    a(j, j) = a(j, j) + j
  end do
  a0 = a
  v = 0
  forall (i = 1:n) v(i, i) = 1

  sweep = 0
  do while (off(a) > 1.0e-22_dp)
    sweep = sweep + 1
    do p = 1, n - 1
      do q = p + 1, n
        call rotate(p, q)
      end do
    end do
    if (sweep > 50) exit
  end do
  print '(a,l1)', 'converged within 10 sweeps: ', sweep <= 10

  lam = [(a(i, i), i = 1, n)]
  do i = 1, n - 1
    k = minloc(lam(i:), 1) + i - 1
    if (k /= i) then
      tmp = lam(i); lam(i) = lam(k); lam(k) = tmp
      tmpv = v(:, i); v(:, i) = v(:, k); v(:, k) = tmpv
    end if
  end do
  print '(a)', 'eigenvalues:'
  print '(5f14.9)', lam
  do j = 1, n
    if (v(maxloc(abs(v(:, j)), 1), j) < 0) v(:, j) = -v(:, j)
  end do
  print '(a)', 'eigenvectors (columns):'
  do i = 1, n
    print '(5f11.6)', v(i, :)
  end do
  print '(a,l1)', 'A v = lambda v: ', &
      maxval(abs(matmul(a0, v) - v * spread(lam, 1, n))) < 1.0e-10_dp
  print '(a,l1)', 'V^T V = I: ', maxval(abs(matmul(transpose(v), v) - ident())) < 1.0e-12_dp
  print '(a,f12.8,a,f12.8)', 'trace ', sum([(a0(i, i), i = 1, n)]), ' sum(lambda) ', sum(lam)
contains
  real(dp) function off(m)
    real(dp), intent(in) :: m(:, :)
    integer :: r, c
    off = 0
    do c = 1, size(m, 2)
      do r = 1, size(m, 1)
        if (r /= c) off = off + m(r, c)**2
      end do
    end do
  end function off

  function ident() result(e)
    real(dp) :: e(n, n)
    integer :: r
    e = 0
    do r = 1, n
      e(r, r) = 1
    end do
  end function ident

  subroutine rotate(p, q)
    integer, intent(in) :: p, q
    real(dp) :: theta, t, c, s, akp, akq, vkp, vkq
    integer :: r
    if (abs(a(p, q)) < 1.0e-300_dp) return
    theta = (a(q, q) - a(p, p)) / (2 * a(p, q))
    t = sign(1.0_dp, theta) / (abs(theta) + sqrt(theta**2 + 1))
    c = 1 / sqrt(t**2 + 1)
    s = t * c
    do r = 1, n
      akp = a(r, p); akq = a(r, q)
      a(r, p) = c*akp - s*akq
      a(r, q) = s*akp + c*akq
    end do
    do r = 1, n
      akp = a(p, r); akq = a(q, r)
      a(p, r) = c*akp - s*akq
      a(q, r) = s*akp + c*akq
    end do
    do r = 1, n
      vkp = v(r, p); vkq = v(r, q)
      v(r, p) = c*vkp - s*vkq
      v(r, q) = s*vkp + c*vkq
    end do
  end subroutine rotate
end program jacobi_eigen
