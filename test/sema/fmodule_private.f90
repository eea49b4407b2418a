! -fmodule-private (gfortran): a module's entities are PRIVATE unless they
! are declared PUBLIC, as if the module began with a PRIVATE statement.
! RUN: %check-diags -fmodule-private %s
module fmodule_private_m
  integer :: hidden = 1
  integer, public :: shown = 2
  public :: get
contains
  integer function get()
    get = hidden
  end
end

program fmodule_private
  use fmodule_private_m
  implicit none
  print *, shown, get()
  ! ERROR: Symbol 'hidden' has no IMPLICIT type.
  print *, hidden
end
