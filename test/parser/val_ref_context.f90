! %VAL and %REF stand only as actual arguments of a procedure.
! RUN: %check-diags %s
program p
  implicit none
  integer :: i = 1
  i = %val(i) + 1 ! ERROR: %VAL is allowed only as an actual argument of a procedure
  print *, %ref(i) ! ERROR: %REF is allowed only as an actual argument of a procedure
end program
