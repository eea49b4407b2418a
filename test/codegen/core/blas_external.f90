! Reference BLAS (Debian's libblas3) called through plain EXTERNAL
! declarations: implicit-interface calls with character arguments (hidden
! lengths), scalars by reference, arrays and leading dimensions; results
! checked against Fortran's own MATMUL/DOT_PRODUCT.
! RUN: %cuf90 %s -o %t -lblas
! RUN: %t | FileCheck %s
program blas_external
  implicit none
  external :: sgemm, dgemm, saxpy, dscal
  double precision, external :: ddot
  real, external :: snrm2
  integer, parameter :: m = 3, n = 4, k = 5
  real :: a(m, k), b(k, n), c(m, n), x(6), y(6)
  double precision :: da(m, k), db(k, n), dc(m, n), dc0(m, n), dx(7), dy(7), big(8, 8)
  integer :: i, j

  a = reshape([(real(mod(i * 7, 11)) - 5, i = 1, m * k)], [m, k])
  b = reshape([(real(mod(i * 5, 9)) - 4, i = 1, k * n)], [k, n])
  c = 1
  call sgemm('N', 'N', m, n, k, 2.0, a, m, b, k, 0.5, c, m)
  ! CHECK: sgemm ok: T
  print '(a,l2)', 'sgemm ok:', all(abs(c - (2 * matmul(a, b) + 0.5)) < 1e-4)
  ! CHECK-NEXT: sgemm c(1,:): {{.*}}
  print '(a,4f9.2)', 'sgemm c(1,:):', c(1, :)

  da = a
  db = b
  dc0 = reshape([(dble(i), i = 1, m * n)], [m, n])
  dc = dc0
  call dgemm('T', 'N', m, n, k, 1.0d0, transpose(da), k, db, k, -1.0d0, dc, m)
  ! CHECK-NEXT: dgemm with transpose ok: T
  print '(a,l2)', 'dgemm with transpose ok:', all(abs(dc - (matmul(da, db) - dc0)) < 1d-12)

  ! a 3x3 block of an 8x8 array: leading dimension 8
  big = 0
  big(1:3, 1:3) = reshape([1d0, 2d0, 3d0, 4d0, 5d0, 6d0, 7d0, 8d0, 9d0], [3, 3])
  dc = 0
  call dgemm('N', 'N', 3, 3, 3, 1.0d0, big, 8, big, 8, 0.0d0, dc, m)
  ! CHECK-NEXT: leading dimension ok: T
  print '(a,l2)', 'leading dimension ok:', all(abs(dc(:, 1:3) - matmul(big(1:3, 1:3), big(1:3, 1:3))) < 1d-12)

  dx = [(dble(i), i = 1, 7)]
  dy = [(dble(8 - i), i = 1, 7)]
  ! CHECK-NEXT: ddot: 84.0 84.0
  print '(a,2f6.1)', 'ddot:', ddot(7, dx, 1, dy, 1), dot_product(dx, dy)
  ! CHECK-NEXT: ddot stride 2: 44.0
  print '(a,f6.1)', 'ddot stride 2:', ddot(4, dx, 2, dy, 2)

  x = [(real(i), i = 1, 6)]
  y = 10
  call saxpy(6, 3.0, x, 1, y, 1)
  ! CHECK-NEXT: saxpy: 13.0 16.0 19.0 22.0 25.0 28.0
  print '(a,6f5.1)', 'saxpy:', y
  call saxpy(3, -1.0, x, 2, y, 2)
  ! CHECK-NEXT: saxpy strided: 12.0 16.0 16.0 22.0 20.0 28.0
  print '(a,6f5.1)', 'saxpy strided:', y
  ! CHECK-NEXT: snrm2: 5.000
  print '(a,f6.3)', 'snrm2:', snrm2(2, [3.0, 4.0], 1)
  call dscal(7, 0.5d0, dx, 1)
  ! CHECK-NEXT: dscal: 0.5 1.0 1.5 2.0 2.5 3.0 3.5
  print '(a,7f4.1)', 'dscal:', dx
  do j = 1, n
    do i = 1, m
      if (abs(c(i, j) - (2 * sum(a(i, :) * b(:, j)) + 0.5)) > 1e-4) print *, 'mismatch', i, j
    end do
  end do
end program blas_external
