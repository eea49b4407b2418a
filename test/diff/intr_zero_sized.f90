! Zero-sized arrays through the array intrinsics: PACK/UNPACK/SPREAD/
! RESHAPE/CSHIFT/EOSHIFT/MATMUL/TRANSPOSE/FINDLOC/MAXLOC/TRANSFER and the
! reductions with DIM=, on sections with empty triplets and non-unit bounds.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_zero_sized
  implicit none
  integer :: a(5), m(3, 4), n, i
  real(8) :: x(3, 3)
  character(len=2) :: c(3)
  integer, allocatable :: e(:), e2(:, :)
  a = [(i, i = 1, 5)]
  m = reshape([(i, i = 1, 12)], [3, 4])
  x = 1.0d0
  c = ['ab', 'cd', 'ef']
  n = 0
  allocate(e(0), e2(2:1, 3))
  print *, size(pack(a, a > 9)), size(pack(a(3:2), .true.)), size(pack(m(:, 1:n), .true.))
  print *, size(unpack(e, a > 9, 0)), unpack(e, a > 9, -1)
  print *, shape(spread(e, 1, 3)), shape(spread(a, 2, n)), shape(spread(a(:n), 1, 2))
  print *, shape(reshape(e, [0, 3])), shape(reshape(a, [0])), reshape(e, [2], pad=[7])
  print *, shape(cshift(e2, 1, 2)), shape(eoshift(m(:, 5:), 1)), shape(cshift(m(1:n, :), 2))
  print *, shape(matmul(x(:, 1:n), transpose(x(:, 1:n)))), shape(matmul(x(1:n, :), x)), matmul(x(:, 1:n), e)
  print *, shape(transpose(e2)), findloc(e2, 1), findloc(m(:, 1:n), 1, dim=2), findloc(e, 3)
  print *, maxloc(e2), minloc(m(1:n, :)), maxloc(m(:, 1:n), dim=1), maxval(e2, dim=1), sum(e2, dim=2)
  print *, count(m(:, 1:n) > 0, dim=1), any(e2 > 0, dim=2), all(e2 > 0), product(e2, 1)
  print *, size(transfer(a, [1_2], 0)), size(transfer(e, [1])), size(transfer(1.0d0, [1_1], n))
  print *, size(pack(c, c == 'zz')), '[', maxval(c(3:2)), ']', minloc(c(3:2)), findloc(c(:n), 'ab')
  print *, sum(m(:, 1:n), dim=k0()), maxval(m(1:n, :), dim=k0() + 1)
contains
  integer function k0()
    k0 = 1
  end function
end program
