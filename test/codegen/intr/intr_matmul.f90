! MATMUL (matrix-matrix, matrix-vector, vector-matrix), RESHAPE and
! TRANSPOSE, assigned and printed.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program intr_matmul
  implicit none
  real :: a(2,3), b(3,2), c(2,2), v(3), w(2)
  integer :: i, j, ia(2,2), ib(2,2), ic(2,2)
  do j = 1, 3
    do i = 1, 2
      a(i,j) = i + 10*j
      b(j,i) = i - j
    end do
  end do
  v = [1.0, 2.0, 3.0]
  c = matmul(a, b)
  print *, c
  w = matmul(a, v)
  print *, w
  print *, matmul(v, b)
  ia = reshape([1, 2, 3, 4], [2, 2])
  ib = transpose(ia)
  ic = matmul(ia, ib)
  print *, ic
  print *, matmul(ia, ib)
end program intr_matmul
