! The intrinsic modules iso_c_binding and iso_fortran_env are built in:
! their kinds, constants, types and procedures.
! RUN: %cuf90 --dump-symbols %s | FileCheck %s
program intrinsic_mods
  use iso_c_binding, only: c_int, c_double, c_ptr, c_null_ptr, c_loc, c_null_char, c_size_t, c_associated
  use iso_fortran_env, only: int64, real64, output_unit, error_unit, iostat_end, compiler_version
  implicit none
  integer(c_int) :: ci
  real(c_double), target :: cd
  integer(int64) :: big
  real(real64) :: r
  type(c_ptr) :: p
  integer(c_size_t) :: sz
  character(len=*), parameter :: v = compiler_version()
  p = c_loc(cd)
  if (c_associated(p)) ci = 1
  p = c_null_ptr
  write (output_unit, *) ci, c_null_char
  write (error_unit, *) big, r, sz, iostat_end
end program
! CHECK-LABEL: program intrinsic_mods
! CHECK: c_int: use-associated parameter from module 'iso_c_binding'
! CHECK: c_loc: use-associated procedure from module 'iso_c_binding'
! CHECK: ci: variable INTEGER(4) space=host
! CHECK-NEXT: cd: variable REAL(8) target space=host
! CHECK-NEXT: big: variable INTEGER(8) space=host
! CHECK-NEXT: r: variable REAL(8) space=host
! CHECK-NEXT: p: variable TYPE(c_ptr) space=host
! CHECK-NEXT: sz: variable INTEGER(8) space=host
! CHECK-NEXT: v: parameter CHARACTER({{[0-9]+}}) = "cuf90
