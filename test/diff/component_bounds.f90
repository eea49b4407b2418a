! Bounds of array components and of reallocated arrays: LBOUND/UBOUND/SHAPE
! of allocatable and explicit-shape components with non-default lower
! bounds, ALLOCATE with SOURCE=/MOLD= from them, and reallocation on
! assignment taking the rhs's bounds.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module grid_mod
  implicit none
  type :: field
    real, allocatable :: v(:, :)
    integer :: halo(-1:1) = [-1, 0, 1]
  end type field
end module grid_mod

program component_bounds
  use grid_mod
  implicit none
  type(field) :: f, g
  real, allocatable :: copy(:, :), m(:, :), w(:)
  integer :: i

  allocate(f%v(0:3, -2:2))
  f%v = reshape([(real(i), i = 1, 20)], [4, 5])
  print '(a,2i3,a,2i3)', 'lbound', lbound(f%v), '  ubound', ubound(f%v)
  print '(a,i3,i3)', 'dim 2:', lbound(f%v, 2), ubound(f%v, 2)
  print '(a,2i3,a,i0)', 'shape', shape(f%v), '  size ', size(f%v)
  print '(a,i3,i3)', 'explicit-shape component:', lbound(f%halo), ubound(f%halo)
  allocate(copy, source=f%v)
  print '(a,4i3)', 'source= bounds:', lbound(copy), ubound(copy)
  allocate(m, mold=f%v)
  m = 0
  print '(a,4i3)', 'mold= bounds:  ', lbound(m), ubound(m)
  g = f
  print '(a,4i3)', 'deep copy bounds:', lbound(g%v), ubound(g%v)
  deallocate(copy)
  copy = f%v
  print '(a,4i3)', 'reallocated from a component:', lbound(copy), ubound(copy)
  copy = f%v(1:2, :)
  print '(a,4i3)', 'from a section:', lbound(copy), ubound(copy)
  w = f%halo
  print '(a,2i3,3i3)', 'from explicit-shape component:', lbound(w), ubound(w), nint(w)
  print '(a,f6.1)', 'f%v(0,-2) =', f%v(0, -2)
  print '(a,f6.1)', 'f%v(3,2) =', f%v(3, 2)
end program component_bounds
