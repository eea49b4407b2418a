! POINTER variables in a COMMON block: the block holds their descriptors
! and pointer slots, so every unit sees the same association.
! RUN: %diff-gfortran %s
subroutine fill_shared
  implicit none
  integer, pointer :: grid(:,:), cnt
  real, pointer :: vec(:)
  common /shared/ vec, grid, cnt
  allocate (grid(2, 3))
  grid = reshape([1, 2, 3, 4, 5, 6], [2, 3])
  cnt = cnt + 1
  vec(2) = -vec(2)
end subroutine

subroutine show_shared
  implicit none
  integer, pointer :: g(:,:), c
  real, pointer :: v(:)
  common /shared/ v, g, c
  print *, associated(v), associated(g), associated(c)
  print *, v, lbound(v), ubound(v)
  print *, g, shape(g), c
end subroutine

program common_pointer
  implicit none
  real, target :: data(0:3) = [1.5, 2.5, 3.5, 4.5]
  integer, target :: counter = 10
  real, pointer :: vec(:)
  integer, pointer :: grid(:,:), cnt
  common /shared/ vec, grid, cnt
  nullify (grid)
  vec => data
  cnt => counter
  call fill_shared
  call show_shared
  print *, counter, data(1), sum(grid)
  deallocate (grid)
end program
