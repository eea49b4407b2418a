! Constant expressions: SPREAD (of a scalar or a rank-1 array; gfortran 12
! folds SPREAD of a rank-2 constant wrongly, so none here), SHAPE of a scalar
! (a zero-size array), MAXVAL/MINVAL of CHARACTER with nothing selected.
! RUN: %diff-gfortran %s
program const_fold_spread
  implicit none
  integer, parameter :: n = 3
  integer, parameter :: a1(n) = spread(7, 1, n), v(2) = [1, 2]
  integer, parameter :: s1(2, 3) = spread(v, 2, 3), s2(3, 2) = spread(v, 1, 3)
  integer, parameter :: m(2, 2) = reshape([1, 2, 3, 4], [2, 2])
  integer, parameter :: empty(0, 0) = reshape(shape(1), [0, 0]), e = dot_product(shape(1), shape(1))
  character(2), parameter :: c(3) = ['ab', 'zz', 'cd']
  character(2), parameter :: cm(2) = [minval(c, c > 'x'), maxval(c, c < 'a')]
  print *, a1, s1, s2
  print *, size(empty), e, shape(1.5), size(shape(2))
  print *, iachar(cm(1)(1:1)), iachar(cm(2)(2:2)), spread(v, 1, 2)
end program const_fold_spread
