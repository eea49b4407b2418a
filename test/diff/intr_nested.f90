! Array-valued intrinsics nested in each other, passed as actual arguments,
! assigned to allocatables and sections, inside loops (one temporary per
! statement and iteration), and mixed-kind DOT_PRODUCT/MATMUL.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_nested
  implicit none
  integer :: i, j, k, a(12), m(3, 4)
  real(8) :: x(3, 3), y(3)
  integer, allocatable :: p(:), q(:, :)
  real, allocatable :: r(:)
  type pt
    real :: x, y
  end type
  type(pt) :: pts(4)
  a = [(mod(i * 7, 12) - 3, i = 1, 12)]
  m = reshape(a, [3, 4])
  x = reshape([(real(i * i, 8) / 3, i = 1, 9)], [3, 3])
  y = [1.0d0, -2.0d0, 0.5d0]
  print *, sum(pack(a, a > 0)), maxloc(pack(a, a /= 2)), size(pack(m, m > 100))
  print *, reshape(pack(a, a > -10), [2, 6], order=[2, 1])
  print *, pack(spread(a(1:3), 2, 2), .true.), unpack(pack(a, a > 2), a > 2, -1)
  print *, matmul(transpose(x(1:3:2, :)), y(::2)), matmul(x, matmul(x, y))
  print *, cshift(pack(a, a > 0), 1), eoshift(reshape(a, [4, 3]), 1, -9, 2)
  print *, findloc(reshape(a, [3, 4]), 4), findloc(pack(a, a > 0), 4, back=.true.)
  p = pack(a, mod(a, 2) == 0)
  q = reshape(pack(a, a >= 0), [2, 4], pad=[0])
  print *, p, shape(q), q
  m(2, :) = pack(a, a > 4, [0, 0, 0, 0])
  print *, m
  call show(pack(a, a < 0), size(pack(a, a < 0)))
  call show(reshape(m, [12]), 12)
  call show2(transpose(m))
  do k = 1, 3
    print *, k, sum(pack(a, a > k)), cshift(a(1:4), k), findloc(m, k, dim=1)
  end do
  r = real(pack(a, a > 3)) / 2
  print *, r
  pts = [(pt(real(i), real(-i)), i = 1, 4)]
  print *, sum(pts%x), maxval(pts%y), pack(pts%x, pts%y < -2), dot_product(pts%x, pts%y)
  print *, dot_product([1, 2, 3], [0.5d0, 1.5d0, 2.5d0]), dot_product([1.0, 2.0], [(1.0d0, 1.0d0), (2.0d0, 0.0d0)])
  print *, matmul(reshape([1, 2, 3, 4], [2, 2]), reshape([0.5, 1.5, 2.5, 3.5], [2, 2]))
  print *, (sum(m(:, j)), j = 1, 4), merge(pack(a, a > 0), -pack(a, a > 0), pack(a, a > 0) > 4)
contains
  subroutine show(v, n)
    integer, intent(in) :: v(:), n
    print *, 'show', n, size(v), v
  end subroutine
  subroutine show2(v)
    integer, intent(in) :: v(:, :)
    print *, 'show2', shape(v), v
  end subroutine
end program
