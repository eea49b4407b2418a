! A DATA statement for an array of 2**33 elements is one error (found by
! scripts/fuzz-replay, seed 7: it aborted with "out of memory" allocating one
! pointer per element).
! RUN: %check-diags %s
program data_huge
  implicit none
  integer :: i, j, k, ib(2, huge(1), 2), ic(2, 3)
  data (((ib(i, j, k), i = 1, 2), j = 1, 3, 2), k = 1, 2) /1, 2, 3, 4, 5, 6, 7, 8/ ! ERROR: DATA initialization of 'ib' is too large: 4294967294 or more elements (at most 16777216).
  data ic /6*1/
  print *, ic
end program
