! ISO_C_BINDING procedures: C_LOC, C_ASSOCIATED, C_F_POINTER (scalar and
! arrays with SHAPE=), C_SIZEOF.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program intr_c_binding
  use iso_c_binding
  implicit none
  integer(c_int), target :: x, arr(6)
  real(c_double), target :: d(2,3)
  type(c_ptr) :: p, q
  integer(c_int), pointer :: px, pa(:)
  real(c_double), pointer :: pd(:,:)
  integer :: i
  x = 42
  arr = [(i, i=1,6)]
  d = 1.5d0
  d(2,3) = 7.0d0
  p = c_loc(x)
  q = c_null_ptr
  print *, c_associated(p), c_associated(q), c_associated(p, c_loc(x)), c_associated(p, c_loc(arr))
  call c_f_pointer(p, px)
  print *, px
  px = 43
  print *, x
  call c_f_pointer(c_loc(arr), pa, [6])
  print *, pa, size(pa), lbound(pa), ubound(pa)
  call c_f_pointer(c_loc(d), pd, [2, 3])
  print *, pd(2,3), shape(pd)
  print *, c_sizeof(x), c_sizeof(arr), c_sizeof(d)
end program intr_c_binding
