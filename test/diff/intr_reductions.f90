! Reductions with DIM= on ranks 1 to 3 (constant and run-time DIM), MASK=
! arrays and scalars, zero-sized arrays, non-unit lower bounds, strided
! sections, integer kinds 1/2/8, real 4/8 and complex; MAXLOC/MINLOC with
! KIND= and BACK=; DOT_PRODUCT and MATMUL forms; results in expressions.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_reductions
  implicit none
  integer :: i, j, k, n
  integer :: a3(2,3,4), m(-1:1, 0:3), e(0), e2(3,0)
  integer(1) :: b1(5)
  integer(2) :: b2(2,3)
  integer(8) :: b8(3,2)
  real :: r4(3,3)
  real(8) :: r8(4), x(3), y(3), mat(3,2), mat2(2,3)
  complex :: z(2,2)
  complex(8) :: zd(3)
  logical :: l3(2,3,4), lm(3,4)
  a3 = reshape([(mod(i * 37, 11) - 5, i = 1, 24)], [2, 3, 4])
  m = reshape([(mod(i * 5, 7), i = 1, 12)], [3, 4])
  l3 = a3 > 0
  lm = m > 2
  b1 = [3_1, -7_1, 12_1, 0_1, 5_1]
  b2 = reshape([1_2, -200_2, 300_2, 4_2, 5_2, -6_2], [2, 3])
  b8 = reshape([(10_8**i * (-1)**i, i = 1, 6)], [3, 2])
  r4 = reshape([(sin(real(i)), i = 1, 9)], [3, 3])
  r8 = [1.5d0, -2.25d0, 3.0d0, 0.125d0]
  z = reshape([(cmplx(i, 2 - i), i = 1, 4)], [2, 2])
  zd = [(cmplx(i, -i, 8), i = 1, 3)]
  print *, sum(a3), product(a3(:, 1, 1:2)), maxval(a3), minval(a3), count(l3), any(l3), all(l3)
  print *, sum(a3, dim=1)
  print *, sum(a3, dim=2)
  print *, sum(a3, dim=3)
  print *, product(a3, dim=3), maxval(a3, dim=1), minval(a3, dim=2)
  print *, count(l3, dim=1), any(l3, dim=2), all(l3, dim=3)
  print *, sum(a3, dim=2, mask=l3), maxval(a3, dim=3, mask=a3 < 3), minval(a3, 1, a3 > -2)
  print *, sum(a3, mask=.true.), sum(a3, mask=.false.), maxval(a3, mask=.false.), minval(a3, mask=l3)
  k = 2
  print *, sum(a3, dim=k), maxval(a3, dim=k), count(l3, dim=k), any(l3, dim=k)
  print *, sum(m), sum(m, 1), sum(m, 2), maxval(m, 1), minloc(m), maxloc(m)
  print *, maxloc(m, dim=1), minloc(m, dim=2), maxloc(m, dim=2, back=.true.)
  print *, maxloc(m, mask=lm), minloc(m, mask=.not. lm, back=.true.), kind(maxloc(m, kind=8)), kind(minloc(m, dim=1, kind=2))
  print *, lbound(m), ubound(m), lbound(m, 2), ubound(sum(m, 1)), shape(sum(m, 2))
  print *, sum(e), product(e), maxval(e), minval(e), count(e > 0), any(e > 0), all(e > 0)
  print *, maxloc(e), minloc(e), size(sum(e2, 1)), sum(e2, 2), maxval(e2, 2)
  print *, sum(b1), product(b1(::2)), maxval(b1), minval(b1), maxloc(b1), minloc(b1, back=.true.)
  print *, sum(b2), sum(b2, 1), maxval(b2, 2), minloc(b2), product(b2, 2)
  print *, sum(b8), sum(b8, 2), maxval(b8, 1), minval(b8), maxloc(b8, 1)
  print *, sum(r4), sum(r4, 1), product(r4, 2), maxval(r4), minloc(r4), maxloc(r4(::2, ::2))
  print *, sum(r8), product(r8), maxval(r8, mask=r8 < 2), minval(r8(2:4)), maxloc(r8, dim=1)
  print *, sum(z), product(z), sum(z, 1), product(z, dim=2), sum(zd), product(zd)
  x = [1d0, 2d0, 3d0]; y = [4d0, -5d0, 6d0]
  print *, dot_product(x, y), dot_product(x(::2), y(3:1:-2)), dot_product(b1(1:3), b1(3:5))
  print *, dot_product(zd, zd), dot_product([.true., .false.], [.true., .true.])
  mat = reshape([(real(i, 8), i = 1, 6)], [3, 2])
  mat2 = transpose(mat)
  print *, matmul(mat, mat2)
  print *, matmul(mat2, x), matmul(x, mat), matmul(mat2(:, ::2), mat(::2, :))
  print *, matmul(b2, reshape([1_2, 2_2, 3_2], [3, 1])), matmul(z, z)
  print *, sum(matmul(mat, mat2), dim=1), maxval(matmul(mat2, mat)) + 1
  n = 3
  print *, sum(a3(:, :n, 2:), dim=3), sum([(i, i = 1, n)]), product([(real(i), i = 1, n)])
  print *, (sum(a3(:, j, :)), j = 1, 3), maxval([(minval(a3(i, :, :)), i = 1, 2)])
end program
