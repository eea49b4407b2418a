! CHARACTER(KIND=4) errors: kinds other than 1 and 4, operands of
! different kinds in concatenation and relations, LGE/LGT/LLE/LLT of kind
! 4, an actual argument of the other kind, constants of kind 4 with codes
! above 255 converted to kind 1 (gfortran's error).
! RUN: %check-diags %s
program char4_err
  implicit none
  character(kind=4, len=3) :: w
  character(len=3) :: n
  character(len=2) :: narrow = 4_'a' // char(955, 4) ! ERROR: Character '\u03BB' cannot be converted to CHARACTER(KIND=1).
  character(kind=2) :: bad ! ERROR: Invalid KIND 2 for CHARACTER.
  logical :: l
  w = 4_'abc'
  n = 'abc'
  n = char(1000, 4) ! ERROR: Character '\u03E8' cannot be converted to CHARACTER(KIND=1).
  n = w ! at run time: libgfortran's '?'
  n = n // w ! ERROR: Operands of '//' have incompatible types CHARACTER(3) and CHARACTER(3,KIND=4).
  l = n == w ! ERROR: Operands of '==' have incompatible types CHARACTER(3) and CHARACTER(3,KIND=4).
  l = lgt(w, 4_'a') ! ERROR: Argument of intrinsic 'lgt' must be CHARACTER of kind 1, not CHARACTER(3,KIND=4).
  print *, 3_'x' ! ERROR: Invalid kind 3 for a literal constant.
  print *, index(w, 'a') ! ERROR: Argument of intrinsic 'index' must be CHARACTER of kind 4, not CHARACTER(1).
  call takes1(w) ! ERROR: Type mismatch in argument 's' of 'takes1': passed CHARACTER(3,KIND=4) to CHARACTER(*).
contains
  subroutine takes1(s)
    character(len=*) :: s
    print *, s
  end subroutine
end program
