! USE association within one file: all public entities, ONLY lists,
! renames, PRIVATE defaults and per-entity accessibility, re-export.
! RUN: %cuf90 --dump-symbols %s | FileCheck %s
module base_m
  implicit none
  private
  integer, public :: counter = 0
  real, parameter, public :: scale = 2.5
  integer :: hidden
  public :: bump
contains
  subroutine bump(by)
    integer, intent(in) :: by
    counter = counter + by
    hidden = by
  end subroutine
end module
module mid_m
  use base_m, only: bump, total => counter
  implicit none
  real :: factor = 1.0
end module
program main
  use mid_m
  use base_m, only: scale
  implicit none
  call bump(2)
  total = total + int(scale * factor)
end program
! CHECK-LABEL: module base_m
! CHECK-NEXT: implicit none
! CHECK-NEXT: private
! CHECK-NEXT: bump: procedure subroutine module public (by) -> __base_m_MOD_bump
! CHECK-NEXT: counter: variable INTEGER(4) save public space=host = 0_4
! CHECK-NEXT: scale: parameter REAL(4) public = 2.500000000e+00_4
! CHECK-NEXT: hidden: variable INTEGER(4) save space=host
! CHECK-LABEL: module mid_m
! CHECK-NEXT: implicit none
! CHECK-NEXT: bump: use-associated procedure from module 'base_m'
! CHECK-NEXT: total: use-associated variable from module 'base_m' (counter)
! CHECK-NEXT: factor: variable REAL(4) save space=host = 1.000000000e+00_4
! CHECK-LABEL: program main
! CHECK-NEXT: implicit none
! CHECK-NEXT: bump: use-associated procedure from module 'base_m'
! CHECK-NEXT: total: use-associated variable from module 'base_m' (counter)
! CHECK-NEXT: factor: use-associated variable from module 'mid_m'
! CHECK-NEXT: scale: use-associated parameter from module 'base_m'
