! DEC structures: what a STRUCTURE may hold, and component access with
! '.' checked as with '%'.
! RUN: %check-diags %s
program dec_structure_err
  structure /s/
    integer i
    integer i ! ERROR: Component 'i' of TYPE(s) is declared twice.
    data i /1/ ! ERROR: This statement is not allowed in a STRUCTURE.
  end structure
  record /s/ r
  record /nosuch/ q ! ERROR: Derived type 'nosuch' is not defined.
  integer k
  r.j = 1 ! ERROR: 'j' is not a component of TYPE(s).
  k.i = 2 ! ERROR: '%i' is applied to an expression of type INTEGER(4), which is not a derived type.
end program
