! The rules of Cray pointers, as gfortran -fcray-pointer and nvfortran
! enforce them.
! RUN: %check-diags %s
module cray_err_m
  implicit none
  real :: mx
  pointer (mp, mx) ! ERROR: Cray pointee 'mx' in the specification part of a module is not supported; declare it in a procedure
end module

subroutine s(d, n)
  implicit none
  integer :: n
  real :: d, e, f(:), g, h, k
  integer :: ip4
  real :: x
  pointer (p1, d) ! ERROR: Cray pointee 'd' cannot be a dummy argument
  pointer (ip4, e) ! ERROR: Cray pointer 'ip4' must be of type INTEGER(8), not INTEGER(4)
  pointer (p3, f) ! ERROR: Cray pointee 'f' must have explicit or assumed-size bounds
  pointer (p4, g), (p4, h)
  pointer (p5, g) ! ERROR: Cray pointee 'g' already has the pointer 'p4'
  pointer (p6, p6) ! ERROR: 'p6' cannot be both a Cray pointer and a pointee
  target :: k
  pointer (p7, k) ! ERROR: Cray pointee 'k' cannot have the ALLOCATABLE, POINTER, TARGET, PARAMETER or SAVE attribute
  x = d + e + g + h + n
end subroutine

