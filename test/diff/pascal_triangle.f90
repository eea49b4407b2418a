! Pascal's triangle in a two-dimensional integer(8) array, row sums
! (powers of two), and the central binomial coefficients.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program pascal_triangle
  implicit none
  integer, parameter :: n = 12
  integer(8) :: p(0:n, 0:n)
  integer :: i, j
  integer(8) :: rowsum

  p = 0
  do i = 0, n
    p(i, 0) = 1
    p(i, i) = 1
    do j = 1, i - 1
      p(i, j) = p(i - 1, j - 1) + p(i - 1, j)
    end do
  end do

  do i = 0, 6
    print *, (p(i, j), j = 0, i)
  end do
  do i = 0, n
    rowsum = 0
    do j = 0, i
      rowsum = rowsum + p(i, j)
    end do
    print *, 'row', i, 'sum', rowsum, rowsum == 2_8**i
  end do
  do i = 0, n, 2
    print *, 'central', i, p(i, i / 2)
  end do
end program pascal_triangle
