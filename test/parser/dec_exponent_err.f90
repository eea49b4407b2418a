! Without -fdec a real constant needs its exponent digits.
! RUN: %check-diags %s
program dec_exponent_err
  real :: x
  x = 8e ! ERROR: expected end of statement, found 'e'
end program
