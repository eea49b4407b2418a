! Without -fdec-char-conversions a character constant is no value of a
! numeric or LOGICAL variable.
! RUN: %check-diags %s
program dec_char_conversions_err
  integer :: i
  real :: r = 'ABCD' ! ERROR: Cannot initialize 'r' of type REAL(4) with a value of type CHARACTER(4).
  i = 'ABCD' ! ERROR: Type mismatch in assignment: cannot assign CHARACTER(4) to INTEGER(4).
  print *, i, r
end program
