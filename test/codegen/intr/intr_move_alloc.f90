! MOVE_ALLOC of allocatable arrays (including the grow-by-copy idiom) and
! allocatable scalars.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program intr_move_alloc
  implicit none
  integer, allocatable :: a(:), b(:), g(:)
  real, allocatable :: s, t
  integer :: i
  allocate(a(5))
  a = [(i, i=1,5)]
  allocate(b(2))
  b = 0
  call move_alloc(a, b)
  print *, allocated(a), allocated(b), size(b), b
  ! grow an array the usual way
  allocate(g(2 * size(b)))
  g(1:size(b)) = b
  g(size(b)+1:) = -1
  call move_alloc(g, b)
  print *, size(b), b, allocated(g)
  allocate(s)
  s = 2.5
  call move_alloc(s, t)
  print *, allocated(s), allocated(t), t
end program intr_move_alloc
