! Reads a sparse matrix in a Matrix-Market-like coordinate format
! (comment lines starting with %, a size line, then "i j value" triples
! in any order, symmetric storage) from a file the program writes first;
! converts COO to CSR with counting sort, multiplies, and runs Jacobi-
! preconditioned conjugate gradients on the symmetric positive system.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module csr_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type csr
    integer :: n = 0, nnz = 0
    integer, allocatable :: rowptr(:), col(:)
    real(dp), allocatable :: val(:)
  end type csr
contains
  subroutine coo_to_csr(n, ii, jj, vv, a)
    integer, intent(in) :: n, ii(:), jj(:)
    real(dp), intent(in) :: vv(:)
    type(csr), intent(out) :: a
    integer :: k, r, p
    integer, allocatable :: fill(:)
    a%n = n
    a%nnz = size(ii)
    allocate(a%rowptr(n + 1), a%col(a%nnz), a%val(a%nnz), fill(n))
    a%rowptr = 0
    do k = 1, a%nnz
      a%rowptr(ii(k) + 1) = a%rowptr(ii(k) + 1) + 1
    end do
    a%rowptr(1) = 1
    do r = 1, n
      a%rowptr(r + 1) = a%rowptr(r + 1) + a%rowptr(r)
    end do
    fill = a%rowptr(1:n)
    do k = 1, a%nnz
      p = fill(ii(k))
      a%col(p) = jj(k)
      a%val(p) = vv(k)
      fill(ii(k)) = p + 1
    end do
    call sort_rows(a)
  end subroutine coo_to_csr

  subroutine sort_rows(a)
    type(csr), intent(inout) :: a
    integer :: r, i, j, c
    real(dp) :: v
    do r = 1, a%n
      do i = a%rowptr(r) + 1, a%rowptr(r + 1) - 1
        c = a%col(i)
        v = a%val(i)
        j = i - 1
        do while (j >= a%rowptr(r))
          if (a%col(j) <= c) exit
          a%col(j + 1) = a%col(j)
          a%val(j + 1) = a%val(j)
          j = j - 1
        end do
        a%col(j + 1) = c
        a%val(j + 1) = v
      end do
    end do
  end subroutine sort_rows

  function matvec(a, x) result(y)
    type(csr), intent(in) :: a
    real(dp), intent(in) :: x(:)
    real(dp) :: y(a%n)
    integer :: r
    do r = 1, a%n
      y(r) = dot_product(a%val(a%rowptr(r):a%rowptr(r + 1) - 1), x(a%col(a%rowptr(r):a%rowptr(r + 1) - 1)))
    end do
  end function matvec

  function diagonal(a) result(d)
    type(csr), intent(in) :: a
    real(dp) :: d(a%n)
    integer :: r, k
    d = 0
    do r = 1, a%n
      do k = a%rowptr(r), a%rowptr(r + 1) - 1
        if (a%col(k) == r) d(r) = a%val(k)
      end do
    end do
  end function diagonal
end module csr_mod

program matrix_market
  use csr_mod
  implicit none
  integer :: u, ios, n, m, nz, k, i, j, it, nstored
  integer, allocatable :: ii(:), jj(:)
  real(dp), allocatable :: vv(:), x(:), b(:), r(:), z(:), p(:), q(:), d(:)
  real(dp) :: v, rz, rz_new, alpha, beta
  character(len=80) :: line
  type(csr) :: a

  open (newunit=u, file='app_matrix_market.mtx', status='replace')
  write (u, '(a)') '%%MatrixMarket matrix coordinate real symmetric'
  write (u, '(a)') '% a 1-D Laplacian with a heavier diagonal, lower triangle only'
  write (u, '(a)') '%'
  n = 10
  write (u, '(3i6)') n, n, 2 * n - 1
  do i = n, 1, -1                 ! written in reverse order on purpose
    write (u, '(2i4,f10.4)') i, i, 4.0d0 + 0.1d0 * i
    if (i > 1) write (u, *) i, i - 1, -1.0d0
  end do
  close (u)

  open (newunit=u, file='app_matrix_market.mtx', status='old')
  do
    read (u, '(a)') line
    if (line(1:1) /= '%') exit
  end do
  read (line, *) n, m, nz
  print '(a,3i5)', 'header:', n, m, nz
  allocate(ii(2 * nz), jj(2 * nz), vv(2 * nz))
  nstored = 0
  do k = 1, nz
    read (u, *, iostat=ios) i, j, v
    if (ios /= 0) stop 'short file'
    nstored = nstored + 1
    ii(nstored) = i; jj(nstored) = j; vv(nstored) = v
    if (i /= j) then
      nstored = nstored + 1
      ii(nstored) = j; jj(nstored) = i; vv(nstored) = v
    end if
  end do
  read (u, *, iostat=ios) i
  print '(a,l2)', 'end of file after the entries:', is_iostat_end(ios)
  close (u, status='delete')

  call coo_to_csr(n, ii(1:nstored), jj(1:nstored), vv(1:nstored), a)
  print '(a,i0)', 'stored nonzeros: ', a%nnz
  print '(a,*(i4))', 'rowptr:', a%rowptr
  print '(a,*(i3))', 'cols of row 5:', a%col(a%rowptr(5):a%rowptr(6) - 1)

  allocate(x(n), b(n), r(n), z(n), p(n), q(n))
  b = [(real(i, dp), i = 1, n)]
  x = 0
  d = diagonal(a)
  r = b - matvec(a, x)
  z = r / d
  p = z
  rz = dot_product(r, z)
  do it = 1, 50
    q = matvec(a, p)
    alpha = rz / dot_product(p, q)
    x = x + alpha * p
    r = r - alpha * q
    if (sqrt(dot_product(r, r)) < 1d-12) exit
    z = r / d
    rz_new = dot_product(r, z)
    beta = rz_new / rz
    rz = rz_new
    p = z + beta * p
  end do
  print '(a,i0)', 'pcg iterations: ', it
  print '(5f12.7)', x
  print '(a,l2)', 'residual small:', maxval(abs(matvec(a, x) - b)) < 1d-10
end program matrix_market
