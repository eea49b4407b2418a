! An array POINTER component passed to a POINTER dummy: the callee
! associates the component itself (here with a strided component section).
! RUN: %diff-gfortran %s
module m_pca
  implicit none
  type :: pair
    integer :: value, tag
  end type
  type :: holder
    integer, pointer :: x(:) => null()
  end type
contains
  subroutine point_at_tags(values)
    integer, pointer :: values(:)
    type(pair), pointer :: d(:)
    allocate (d(3))
    d%value = [1, 2, 3]
    d%tag = [101, 102, 103]
    values => d(:)%tag
  end subroutine
  subroutine grow(values)
    integer, pointer :: values(:)
    allocate (values(4))
    values = [7, 8, 9, 10]
  end subroutine
end module

program pointer_component_actual
  use m_pca
  implicit none
  type(holder) :: h, hs(2)
  call point_at_tags(h%x)
  print '(3I5)', h%x
  print '(L2,I3)', associated(h%x), size(h%x)
  call grow(hs(2)%x)
  print '(L2,L2,4I3)', associated(hs(1)%x), associated(hs(2)%x), hs(2)%x
end program
