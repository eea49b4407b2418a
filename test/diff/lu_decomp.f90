! LU decomposition with partial pivoting (Doolittle, in place), then
! forward/back substitution, determinant and inverse of a 4x4 system.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module lu_mod
  implicit none
  private
  public :: lu_factor, lu_solve, lu_det
  integer, parameter, public :: dp = kind(1.0d0)
contains
  ! Factor a = P*L*U in place; piv records the row swaps.
  subroutine lu_factor(a, piv, info)
    real(dp), intent(inout) :: a(:, :)
    integer, intent(out) :: piv(:)
    integer, intent(out) :: info
    integer :: n, k, p, i
    real(dp) :: tmp(size(a, 2))
    n = size(a, 1)
    info = 0
    do k = 1, n
      p = maxloc(abs(a(k:n, k)), dim=1) + k - 1
      piv(k) = p
      if (a(p, k) == 0.0_dp) then
        info = k
        return
      end if
      if (p /= k) then
        tmp = a(k, :)
        a(k, :) = a(p, :)
        a(p, :) = tmp
      end if
      a(k+1:n, k) = a(k+1:n, k) / a(k, k)
      do i = k + 1, n
        a(i, k+1:n) = a(i, k+1:n) - a(i, k) * a(k, k+1:n)
      end do
    end do
  end subroutine lu_factor

  ! Solve with the factors; b is overwritten with x.
  subroutine lu_solve(lu, piv, b)
    real(dp), intent(in) :: lu(:, :)
    integer, intent(in) :: piv(:)
    real(dp), intent(inout) :: b(:)
    integer :: n, i
    real(dp) :: t
    n = size(b)
    do i = 1, n
      if (piv(i) /= i) then
        t = b(i); b(i) = b(piv(i)); b(piv(i)) = t
      end if
    end do
    do i = 2, n
      b(i) = b(i) - dot_product(lu(i, 1:i-1), b(1:i-1))
    end do
    do i = n, 1, -1
      b(i) = (b(i) - dot_product(lu(i, i+1:n), b(i+1:n))) / lu(i, i)
    end do
  end subroutine lu_solve

  real(dp) function lu_det(lu, piv) result(d)
    real(dp), intent(in) :: lu(:, :)
    integer, intent(in) :: piv(:)
    integer :: i
    d = 1.0_dp
    do i = 1, size(piv)
      d = d * lu(i, i)
      if (piv(i) /= i) d = -d
    end do
  end function lu_det
end module lu_mod

program lu_decomp
  use lu_mod
  implicit none
  integer, parameter :: n = 4
  real(dp) :: a(n, n), lu(n, n), b(n), x(n), inv(n, n), e(n)
  integer :: piv(n), info, i, j

  a = reshape([ 2.0_dp, 4.0_dp, -2.0_dp, 1.0_dp, &
                1.0_dp, 3.0_dp,  1.0_dp, 0.5_dp, &
                3.0_dp, 1.0_dp,  5.0_dp, 2.0_dp, &
               -1.0_dp, 2.0_dp,  3.0_dp, 7.0_dp], [n, n])
  b = [1.0_dp, 2.0_dp, 3.0_dp, 4.0_dp]
  lu = a
  call lu_factor(lu, piv, info)
  print '(a,i0)', 'info = ', info
  print '(a,4i3)', 'pivots:', piv
  do i = 1, n
    print '(4f12.6)', lu(i, :)
  end do
  x = b
  call lu_solve(lu, piv, x)
  print '(a,4f12.6)', 'x =', x
  print '(a,l1)', 'residual small: ', maxval(abs(matmul(a, x) - b)) < 1.0d-12
  print '(a,f14.6)', 'det =', lu_det(lu, piv)
  do j = 1, n
    e = 0.0_dp
    e(j) = 1.0_dp
    call lu_solve(lu, piv, e)
    inv(:, j) = e
  end do
  print '(a)', 'inverse:'
  do i = 1, n
    print '(4f12.6)', inv(i, :)
  end do


  ! singular matrix
  lu = reshape([1.0_dp, 2.0_dp, 2.0_dp, 4.0_dp, (0.0_dp, i = 1, 12)], [n, n])
  call lu_factor(lu, piv, info)
  print '(a,i0)', 'singular info = ', info
end program lu_decomp
