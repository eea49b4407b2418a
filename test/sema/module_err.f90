! USE errors: private entities, unknown names, missing modules,
! redeclaration of use-associated names, PROTECTED, INTRINSIC and
! NON_INTRINSIC module natures.
! RUN: %check-diags %s
module acc_m
  implicit none
  integer, private :: secret = 1
  integer, protected :: ro = 2
  integer :: open_var
end module
program p
  use acc_m, only: secret ! ERROR: 'secret' is not a public entity of module 'acc_m'
  use acc_m, only: nothing ! ERROR: 'nothing' is not a public entity of module 'acc_m'
  use acc_m
  use no_such_module ! ERROR: Cannot find module file 'no_such_module.mod' for module 'no_such_module'
  use, intrinsic :: acc_m ! ERROR: 'acc_m' is not an intrinsic module
  use, non_intrinsic :: iso_c_binding ! ERROR: Cannot find module file 'iso_c_binding.mod' for module 'iso_c_binding'
  implicit none
  real :: open_var ! ERROR: 'open_var' is use-associated and cannot be redeclared
  ro = 3 ! ERROR: PROTECTED variable 'ro' cannot appear in an assignment outside its module
  print *, secret ! ERROR: Symbol 'secret' has no IMPLICIT type
end program
