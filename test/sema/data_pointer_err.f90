! DATA for a pointer needs a TARGET of its type; a pointer cannot be the
! parent of a DATA object.
! RUN: not %cuf90 -fsyntax-only %s 2>&1 | FileCheck %s
program data_pointer_err
  implicit none
  type t
    integer, pointer :: q
  end type
  real, pointer :: p, r
  integer, save, target :: i = 1
  real, save :: notarget = 1.0
  type(t), pointer :: tp
  integer, pointer :: w
! CHECK: data_pointer_err.f90:[[@LINE+1]]:12: error: Type mismatch in the initial target of pointer 'p': INTEGER(4) target for a REAL(4) pointer.
  data p / i /
! CHECK: data_pointer_err.f90:[[@LINE+1]]:8: error: The DATA value of pointer 'r' must be a TARGET variable.
  data r / 3.0 /
! CHECK: data_pointer_err.f90:[[@LINE+1]]:11: error: 'tp' cannot be initialized by DATA.
  data tp%q / i /
! CHECK: data_pointer_err.f90:[[@LINE+1]]:8: error: The DATA value of pointer 'w' must be a TARGET variable.
  data w / 1 /
  print *, notarget
end program
