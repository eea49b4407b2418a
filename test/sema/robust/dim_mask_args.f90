! DIM and MASK arguments of the array intrinsics are checked by sema, so code
! generation never meets a REAL or out-of-range DIM or a MASK of another rank
! (these used to crash or produce invalid LLVM IR).
! RUN: %check-diags %s
program dim_mask_args
  implicit none
  integer :: b(3), m(2, 3), k
  logical :: l2(2, 2), l1(3)
  real :: r
  b = 1
  m = 2
  l1 = .true.
  l2 = .true.
  print *, sum(b, 1.0) ! ERROR: DIM argument of 'sum' must be a scalar INTEGER, not REAL(4).
  print *, sum(b, 7) ! ERROR: DIM argument of 'sum' must be between 1 and 1, not 7.
  print *, maxval(m, dim=0) ! ERROR: DIM argument of 'maxval' must be between 1 and 2, not 0.
  print *, any(l2, 3) ! ERROR: DIM argument of 'any' must be between 1 and 2, not 3.
  print *, size(m, 3) ! ERROR: DIM argument of 'size' must be between 1 and 2, not 3.
  print *, ubound(m, r) ! ERROR: DIM argument of 'ubound' must be a scalar INTEGER, not REAL(4).
  print *, cshift(b, 1, 2) ! ERROR: DIM argument of 'cshift' must be between 1 and 1, not 2.
  print *, spread(b, 3, 2) ! ERROR: DIM argument of 'spread' must be between 1 and 2, not 3.
  print *, sum(m, mask=l1) ! ERROR: MASK argument of 'sum' has rank 1 but ARRAY has rank 2.
  print *, minloc(b, mask=l2) ! ERROR: MASK argument of 'minloc' has rank 2 but ARRAY has rank 1.
  ! fine: a DIM known only at run time, SPREAD's new last dimension, a scalar MASK
  k = 1
  print *, sum(m, k), spread(b, 2, 2), sum(b, mask=.true.), size(m, 2)
end program
