! ALLOCATE of an allocated array without STAT=: gfortran's run-time error.
! RUN: %diff-gfortran --compare-stderr %s
program run_alloc_twice
  implicit none
  integer, allocatable :: v(:)
  integer :: st
  allocate(v(3))
  allocate(v(4), stat=st)
  print *, 'stat', st, size(v)
  deallocate(v)
  deallocate(v, stat=st)
  print *, 'stat', st, allocated(v)
  allocate(v(2))
  allocate(v(5))
end program run_alloc_twice
