! DATA gives pointers their initial targets (F2008): scalar pointers and a
! pointer component, in the main program and in a subroutine (nested
! components and element targets, which gfortran 12 rejects or crashes on:
! test/codegen/core/data_pointer_nested.f90).
! RUN: %diff-gfortran %s
module data_pointer_targets_m
  implicit none
  type node
    integer :: v
    integer, pointer :: p
  end type
  type outer
    type(node) :: inner
  end type
end module

subroutine sub()
  use data_pointer_targets_m
  implicit none
  type(node) :: a
  integer, save, target :: k = 42
  data a%p / k /
  print *, a%p
  a%p = a%p + 1
  print *, k
end subroutine

program data_pointer_targets
  use data_pointer_targets_m
  implicit none
  real, pointer :: p
  real, save, target :: x = 2.5
  integer, save, target :: arr(4) = [10, 20, 30, 40]
  integer, target, save :: k3 = 30
  integer, pointer :: e
  data p / x /
  data e / k3 /
  print *, p, e
  p = -1.0
  e = 33
  print *, x, arr
  call sub()
  call sub()
end program
