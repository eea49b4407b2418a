! MATMUL in every kind (integer 1/2/4/8, real 4/8, complex 4/8, logical),
! matrix-vector and vector-matrix, transposed and strided operands, results
! assigned to sections and used in expressions.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_matmul_kinds
  implicit none
  integer :: i
  integer(1) :: b(2, 2)
  integer(2) :: h(2, 3)
  integer :: k(3, 2)
  integer(8) :: q(2, 2)
  real :: r(3, 3), rv(3)
  real(8) :: d(4, 3), dv(4), out(4, 4)
  complex :: z(2, 2)
  complex(8) :: zd(2, 3)
  logical :: l(2, 2), lv(2)
  b = reshape([1_1, 2_1, 3_1, 4_1], [2, 2])
  h = reshape([(int(i, 2), i = 1, 6)], [2, 3])
  k = reshape([(i * 2 - 5, i = 1, 6)], [3, 2])
  q = reshape([10_8**10, 2_8, -3_8, 4_8], [2, 2])
  r = reshape([(real(i) / 4, i = 1, 9)], [3, 3])
  rv = [1.0, -1.0, 0.5]
  d = reshape([(real(i, 8) / 3, i = 1, 12)], [4, 3])
  dv = [1d0, 2d0, 3d0, 4d0]
  z = reshape([(cmplx(i, -i), i = 1, 4)], [2, 2])
  zd = reshape([(cmplx(i, 1, 8), i = 1, 6)], [2, 3])
  l = reshape([.true., .false., .false., .true.], [2, 2])
  lv = [.false., .true.]
  print *, matmul(b, b), matmul(h, k), matmul(k, h), matmul(q, q)
  print *, matmul(r, rv), matmul(rv, r), matmul(transpose(r), r)
  print *, matmul(d, transpose(d(1:3, :))), matmul(dv, d), matmul(d(::2, :), [1d0, 0d0, -1d0])
  print *, matmul(z, z), matmul(zd, transpose(zd)), matmul(conjg(z), [(1.0, 0.0), (0.0, 1.0)])
  print *, matmul(l, l), matmul(l, lv), matmul(lv, l)
  out = 0
  out(:, 2:4:2) = matmul(d(:, 1:2), reshape([1d0, 2d0, 3d0, 4d0], [2, 2]))
  print *, out
  print *, sum(matmul(d, transpose(d))) / 2, maxval(abs(matmul(z, conjg(transpose(z))))), matmul(r, rv) * 2 + 1
end program
