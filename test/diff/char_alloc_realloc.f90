! Reallocation on assignment of allocatable arrays of fixed-length CHARACTER:
! from a section, from PACK (a different size), from a whole array.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program char_alloc_realloc
  implicit none
  character(len=4), allocatable :: cp(:)
  character(len=4) :: w(5)
  integer :: i
  w = ['ab  ', 'cd  ', 'ef  ', 'gh  ', 'ij  ']
  cp = w(1:3)
  print *, size(cp), lbound(cp), ubound(cp)
  print '(5(a,"|"))', cp
  cp = pack(w, [(mod(i,2) == 1, i = 1, 5)])
  print *, size(cp)
  print '(5(a,"|"))', cp
  cp = w
  print '(5(a,"|"))', cp
end program
