! Without -fdec the logical operators take LOGICAL operands only.
! RUN: %check-diags %s
program dec_bitwise_ops_err
  integer :: a = 1, b = 2, c
  c = a .and. b ! ERROR: Operands of '.AND.' have incompatible types INTEGER(4) and INTEGER(4).
  c = .not. a ! ERROR: Operand of unary '.NOT.' has invalid type INTEGER(4).
  print *, c
end program
