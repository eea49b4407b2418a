! TRANSFER folded in constant expressions through LOGICAL keeps the bits:
! a round trip REAL -> LOGICAL -> REAL gives the value back.
! RUN: %diff-gfortran %s
program transfer_logical_fold
  implicit none
  real(8), parameter :: back(1) = transfer(transfer(sqrt(3d0), [.false.]), [0d0], 1)
  integer, parameter :: words(2) = transfer(transfer(-2.5d0, [.true.]), [0])
  real, parameter :: single = transfer(transfer(0.75, .true.), 1.0)
  print *, back, back(1) == sqrt(3d0)
  print *, words
  print *, single
end program
