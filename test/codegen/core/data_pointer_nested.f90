! DATA gives initial targets to a pointer component of a component and to
! pointers whose targets are array elements (gfortran 12 rejects the first
! and crashes on the second, so the expected values are written here).
! RUN: %cuf90 %s -o %t && %t | FileCheck %s
! CHECK: 30 40 7
! CHECK-NEXT: 10 20 -3 99
program data_pointer_nested
  implicit none
  type node
    integer :: v
    integer, pointer :: p
  end type
  type outer
    type(node) :: inner
  end type
  integer, save, target :: arr(4) = [10, 20, 30, 40]
  type(outer) :: o
  integer, pointer :: e
  data o%inner%v, o%inner%p / 7, arr(3) /
  data e / arr(4) /
  print '(3i3)', o%inner%p, e, o%inner%v
  o%inner%p = -3
  e = 99
  print '(4i3)', arr
end program
