! Reallocation of an allocatable array on assignment (F2003), also when the
! right-hand side reads the array being reallocated.
! RUN: %diff-gfortran %s
program run_realloc
  implicit none
  integer, allocatable :: a(:), b(:)
  a = [1, 2, 3]
  a = [a, 4]
  print *, a
  a = a(2:)
  print *, a, size(a)
  b = a * 2
  a = b(2:3) + a(1:2)
  print *, a, size(a)
end program run_realloc
