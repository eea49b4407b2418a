! Sparse matrices in CSR form: a derived type with allocatable row
! pointers, column indices and values, built from a dense matrix and from
! triplets, with matrix-vector product, transpose and a Jacobi solve.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module csr_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type :: csr
    integer :: nrow = 0, ncol = 0
    integer, allocatable :: rowptr(:), col(:)
    real(dp), allocatable :: val(:)
  end type csr
contains
  function from_dense(a) result(m)
    real(dp), intent(in) :: a(:, :)
    type(csr) :: m
    integer :: i, j, k
    m%nrow = size(a, 1)
    m%ncol = size(a, 2)
    allocate(m%rowptr(m%nrow + 1), m%col(count(a /= 0)), m%val(count(a /= 0)))
    k = 0
    m%rowptr(1) = 1
    do i = 1, m%nrow
      do j = 1, m%ncol
        if (a(i, j) /= 0) then
          k = k + 1
          m%col(k) = j
          m%val(k) = a(i, j)
        end if
      end do
      m%rowptr(i + 1) = k + 1
    end do
  end function from_dense

  function matvec(m, x) result(y)
    type(csr), intent(in) :: m
    real(dp), intent(in) :: x(:)
    real(dp) :: y(m%nrow)
    integer :: i
    do i = 1, m%nrow
      y(i) = sum(m%val(m%rowptr(i):m%rowptr(i+1)-1) * x(m%col(m%rowptr(i):m%rowptr(i+1)-1)))
    end do
  end function matvec

  function transpose_csr(m) result(t)
    type(csr), intent(in) :: m
    type(csr) :: t
    integer :: i, k, dest
    integer, allocatable :: next(:)
    t%nrow = m%ncol
    t%ncol = m%nrow
    allocate(t%rowptr(t%nrow + 1), t%col(size(m%col)), t%val(size(m%val)), next(t%nrow))
    t%rowptr = 0
    do k = 1, size(m%col)
      t%rowptr(m%col(k) + 1) = t%rowptr(m%col(k) + 1) + 1
    end do
    t%rowptr(1) = 1
    do i = 1, t%nrow
      t%rowptr(i + 1) = t%rowptr(i + 1) + t%rowptr(i)
    end do
    next = t%rowptr(1:t%nrow)
    do i = 1, m%nrow
      do k = m%rowptr(i), m%rowptr(i + 1) - 1
        dest = next(m%col(k))
        t%col(dest) = i
        t%val(dest) = m%val(k)
        next(m%col(k)) = dest + 1
      end do
    end do
  end function transpose_csr

  function diagonal(m) result(d)
    type(csr), intent(in) :: m
    real(dp) :: d(m%nrow)
    integer :: i, k
    d = 0
    do i = 1, m%nrow
      do k = m%rowptr(i), m%rowptr(i + 1) - 1
        if (m%col(k) == i) d(i) = m%val(k)
      end do
    end do
  end function diagonal

  subroutine print_csr(m)
    type(csr), intent(in) :: m
    print '(a,i0,a,i0,a,i0)', 'csr ', m%nrow, 'x', m%ncol, ' nnz=', size(m%val)
    print '(a,*(1x,i0))', '  rowptr:', m%rowptr
    print '(a,*(1x,i0))', '  col:   ', m%col
    print '(a,*(1x,f5.1))', '  val:   ', m%val
  end subroutine print_csr
end module csr_mod

program sparse_csr
  use csr_mod
  implicit none
  integer, parameter :: n = 6
  real(dp) :: a(n, n), x(n), b(n), xn(n), d(n)
  type(csr) :: m, mt
  integer :: i, it

  a = 0
  do i = 1, n
    a(i, i) = 4
    if (i > 1) a(i, i - 1) = -1
    if (i < n) a(i, i + 1) = -1
  end do
  a(1, n) = 0.5_dp
  m = from_dense(a)
  call print_csr(m)
  mt = transpose_csr(m)
  call print_csr(mt)
  x = [(real(i, dp), i = 1, n)]
  print '(a,l1)', 'A x matches dense: ', all(abs(matvec(m, x) - matmul(a, x)) < 1e-12_dp)
  print '(a,l1)', 'A^T x matches dense: ', all(abs(matvec(mt, x) - matmul(transpose(a), x)) < 1e-12_dp)

  b = matvec(m, x)
  d = diagonal(m)
  x = 0
  do it = 1, 200
    xn = x + (b - matvec(m, x)) / d
    if (maxval(abs(xn - x)) < 1e-12_dp) exit
    x = xn
  end do
  print '(a,i0,a)', 'Jacobi converged after ', it, ' iterations'
  print '(6f10.6)', xn
end program sparse_csr
