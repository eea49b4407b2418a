! Without -fdec a Hollerith constant is no number in a comparison.
! RUN: %check-diags %s
program dec_hollerith_compare_err
  integer :: i = 1
  ! WARNING: Hollerith constant is a legacy extension.
  print *, i.eq.4HABCD ! ERROR: Operands of '==' have incompatible types INTEGER(4) and CHARACTER(4).
end program
