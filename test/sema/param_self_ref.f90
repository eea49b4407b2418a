! A named constant cannot take its own value in its initializer; an
! inquiry about its type (HUGE, KIND) is allowed (test/diff/param_self_inquiry.f90).
! RUN: %check-diags %s
program param_self_ref
  integer, parameter :: bad = bad + 1   ! ERROR: Value of named constant 'bad' is not a constant expression.
  integer, parameter :: ok = huge(ok)
  print *, bad, ok
end program
