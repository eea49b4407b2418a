! A BIND(C) module variable without an initial value is a common symbol, as
! gfortran emits it, so a C file's tentative definition of the same name
! links with it; with a value it is a definition.
! RUN: %diff-gfortran %S/Inputs/bind_c_common_var.c %s
module shared_vars
  use iso_c_binding
  implicit none
  integer(c_int), bind(c, name="shared_count") :: shared_count
  real(c_double), bind(c, name="shared_scale") :: shared_scale = 2.5d0
  interface
    subroutine bump() bind(c, name="bump")
    end subroutine
  end interface
end module

program bind_c_common_var
  use shared_vars
  implicit none
  shared_count = 40
  call bump()
  call bump()
  print *, shared_count, shared_scale
end program
