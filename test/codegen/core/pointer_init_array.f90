! An array pointer initialized to a whole static array (p(:) => a) gets a
! descriptor with the target's bounds at compile time, in a module and in
! a type's default initialization (gfortran 12 leaves the module's
! pointer with zero bounds, so the expected values are written here).
! RUN: %cuf90 %s -o %t && %t | FileCheck %s
! CHECK: 6.0 2.0 3.0
! CHECK-NEXT: 0 1 2 2
! CHECK-NEXT: T 2 4
! CHECK-NEXT: 10.0
module pointer_init_array_m
  implicit none
  real, target :: tab(0:2, 2) = reshape([1., 2., 3., 4., 5., 6.], [3, 2])
  real, pointer :: whole(:, :) => tab
  integer, target :: vec(2:4) = [10, 20, 30]
  type view
    integer, pointer :: v(:) => vec
  end type
end module

program pointer_init_array
  use pointer_init_array_m
  implicit none
  type(view) :: w
  print '(3f4.1)', whole(2, 2), whole(1, 1), tab(2, 1)
  print '(4i2)', lbound(whole), ubound(whole)
  print '(l2, 2i2)', associated(w%v, vec), lbound(w%v), ubound(w%v)
  whole(0, 2) = 10.0
  print '(f4.1)', tab(0, 2)
end program
