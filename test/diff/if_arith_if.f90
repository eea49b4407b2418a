! An arithmetic IF as the action of a logical IF (obsolescent, still
! standard): IF (l) IF (i) 10, 20, 30.
! RUN: %diff-gfortran -w %s
program if_arith_if
  implicit none
  integer :: i, k
  logical :: l
  do k = -1, 1
    i = k
    l = k /= 0
    if (l) if (i) 10, 20, 30
    print *, k, 'not taken'
    cycle
10  print *, k, 'negative'
    cycle
20  print *, k, 'zero'
    cycle
30  print *, k, 'positive'
  end do
end program
