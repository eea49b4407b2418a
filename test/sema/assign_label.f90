! RUN: %check-diags %s
! ASSIGN and the assigned GO TO: deleted features (warned about, as gfortran
! does); the variable must be a scalar default INTEGER, the labels defined.
program assign_label
  integer :: k, ks(2)
  integer(8) :: k8
  real :: x
  ! WARNING: ASSIGN statement is a deleted feature
  assign 10 to k
  ! WARNING: Assigned GO TO statement is a deleted feature
  go to k, (10, 20)
  ! WARNING: ASSIGN statement is a deleted feature
  ! ERROR: must be a scalar default INTEGER variable
  assign 10 to x
  ! WARNING: ASSIGN statement is a deleted feature
  ! ERROR: must be a scalar default INTEGER variable
  assign 10 to k8
  ! WARNING: ASSIGN statement is a deleted feature
  ! ERROR: Label 99 referenced in an ASSIGN statement is not defined
  assign 99 to k
  ! WARNING: Assigned GO TO statement is a deleted feature
  ! ERROR: Label 30 referenced in a GOTO statement is not defined
  go to k (10, 30)
10 continue
20 continue
  ks = 0
end program
