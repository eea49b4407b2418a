! Initial values of EQUIVALENCEd variables (the shared block starts with
! them), EQUIVALENCE sets that share a variable forming one block, and
! an initialized CHARACTER array seen through its partner.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
subroutine two_sets
  integer :: a(3)
  integer :: x = 1
  integer :: z = 3
  equivalence (a(1), x)
  equivalence (a(3), z)
  print *, x, z, a
  a(2) = a(2) + 5
end subroutine

subroutine chars
  character(len=10) :: xs(3)
  character(len=10) :: ys(3)
  equivalence (xs, ys)
  data xs / 3*'abcdefghij' /
  character(len=4) :: p = 'wxyz', q
  equivalence (p, q)
  print '(5A)', ys(1), ys(3), ' ', q, '|'
end subroutine

subroutine chained
  real :: r(4), s(2), t
  integer :: k = 7
  equivalence (r(3), s(1)), (s(2), t), (r(1), k)
  data s(1) / 2.5 /
  t = 4
  print *, r(3), r(4), k
end subroutine

program equiv_init
  call two_sets
  call two_sets
  call chars
  call chained
end program
