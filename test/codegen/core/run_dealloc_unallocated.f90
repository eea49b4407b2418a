! DEALLOCATE of an unallocated array without STAT=: gfortran's run-time error.
! RUN: %diff-gfortran --compare-stderr %s
program run_dealloc_unallocated
  implicit none
  real, allocatable :: w(:)
  print *, allocated(w)
  deallocate(w)
end program run_dealloc_unallocated
