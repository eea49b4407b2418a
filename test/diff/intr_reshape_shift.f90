! RESHAPE with PAD= and ORDER= and of characters, CSHIFT/EOSHIFT with array
! SHIFT, array BOUNDARY, run-time DIM and characters, SPREAD with run-time DIM
! and of characters, TRANSPOSE of characters, on integer kinds, real(8),
! logical and complex arrays, sections as arguments, results in expressions.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_reshape_shift
  implicit none
  integer :: m(3,4), k, i, s(4), v(12), a3(2,3,2)
  integer(2) :: h(6)
  integer(8) :: g(2,3)
  character(len=3) :: c(3,4), cv(12)
  real(8) :: d(3,4)
  logical :: l(2,3)
  complex(8) :: z(2,2)
  v = [(i, i = 1, 12)]
  m = reshape(v, [3, 4])
  d = reshape([(0.5d0 * i, i = 1, 12)], [3, 4])
  cv = [('c' // achar(iachar('a') + i - 1) // 'x', i = 1, 12)]
  c = reshape(cv, [3, 4])
  k = 2
  s = [1, -1, 2, 0]
  print *, reshape(v, [4, 3], order=[2, 1])
  print *, reshape(v(1:5), [2, 4], pad=[0, -1])
  print *, reshape(v, [2, 2, 2], pad=[0], order=[3, 1, 2])
  print *, reshape(d, [4, 3], order=[2, 1])
  print *, '[', reshape(cv, [4, 3]), ']'
  print *, '[', reshape(cv(1:3), [2, 3], pad=['pp1', 'pp2'], order=[2, 1]), ']'
  print *, sum(reshape(v, [6, 2], order=[2, 1]), dim=1)
  h = [1_2, 2_2, 3_2, 4_2, 5_2, 6_2]
  print *, reshape(h, [3, 3], pad=[-9_2])
  g = reshape([(10_8**i, i = 1, 6)], [2, 3], order=[2, 1])
  print *, g
  l = reshape([.true., .false.], [2, 3], pad=[.false.])
  print *, l
  z = reshape([(1d0, 2d0), (3d0, 4d0)], [2, 2], pad=[(0d0, -1d0)])
  print *, z
  a3 = reshape(v, [2, 3, 2])
  ! CSHIFT / EOSHIFT
  print *, cshift(m, 1, k), cshift(m, -1, dim=k)
  print *, cshift(m, s, 1)
  print *, cshift(m, [1, 2, 3], 2)
  print *, cshift(a3, reshape([1, 0, -1, 2], [2, 2]), 2)
  print *, '[', cshift(c, 1, 2), ']'
  print *, '[', cshift(cv, -2), ']'
  print *, eoshift(m, 1, 7, k), eoshift(m, -2, dim=k)
  print *, eoshift(m, s, 7, 1)
  print *, eoshift(m, [1, -1, 2], [10, 20, 30], 2)
  print *, eoshift(m, 1, [10, 20, 30], 2)
  print *, eoshift(d, s, 9.5d0)
  print *, '[', eoshift(c, 1, 'zz ', 2), ']', '[', eoshift(c, 1), ']'
  print *, '[', eoshift(cv, -3, '***'), ']'
  print *, eoshift(l, 1, .true., 2)
  print *, eoshift(z, 1, dim=k)
  print *, cshift(m(1:3:2, :), 1, 2), eoshift(v(12:1:-2), 2)
  ! SPREAD / TRANSPOSE
  print *, spread(v(1:3), k, 2), spread(v(1:3), 3 - k, 2)
  print *, spread(7, 1, 3), spread(2.5d0, k - 1, 2)
  print *, '[', spread(c(1, 1), 1, 3), ']'
  print *, '[', spread(cv(1:3), 2, 2), ']'
  print *, '[', spread(cv(1:3), 1, 2), ']'
  print *, '[', transpose(c), ']'
  print *, '[', transpose(c(2:3, ::2)), ']'
  print *, maxval(spread(v, k, 2), dim=2)
end program
