! A FORALL or WHERE statement as the action of a logical IF.
! RUN: %diff-gfortran %s
program if_forall_where_stmt
  implicit none
  integer :: ia(3, 3), i, j
  logical :: m(3, 3)
  ia = 0
  if (.true.) forall (i = 1:3, j = 1:3) ia(i, j) = 10 * i + j
  if (.false.) forall (i = 1:3) ia(i, i) = 0
  print '(9I4)', ia
  m = .false.
  m(2, 3) = .true.
  if (ia(1, 1) == 11) where (m) ia = -1
  if (ia(1, 1) /= 11) where (.not. m) ia = 0
  print '(9I4)', ia
end program
