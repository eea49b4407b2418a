! Without -fdec-structure a.b.c with TYPE components stays an operator
! .b. (a.b alone is a%b, and STRUCTURE components always take '.').
! RUN: %check-diags %s
program dec_member_dot_err
  type inner
    integer c
  end type
  type outer
    type(inner) b
  end type
  type(outer) :: a
  integer :: c = 1, k
  a.b%c = 2
  k = a.b.c ! ERROR: No interface for operator '.b.' with operands TYPE(outer) and INTEGER(4).
  print *, k
end program
