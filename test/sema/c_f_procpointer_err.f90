! C_F_PROCPOINTER's FPTR must be a procedure pointer (a variable or a component).
! RUN: %check-diags %s
program p
  use iso_c_binding
  type(c_funptr) :: fp
  integer :: k
  call c_f_procpointer(fp, k) ! ERROR: Argument 'fptr' of intrinsic 'c_f_procpointer' must be a procedure pointer.
end program
