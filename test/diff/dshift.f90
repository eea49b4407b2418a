! DSHIFTL and DSHIFTR: run time and folded, kinds 1 to 8, BOZ arguments, shifts 0
! to BIT_SIZE, elemental over arrays.
! RUN: %diff-gfortran %s
program p
  integer :: i = 5, j = -3, s
  integer(8) :: k = 7
  integer(1) :: b1 = -127_1, b2 = 3_1
  integer, parameter :: c1 = dshiftl(5, -3, 3), c2 = dshiftr(5, -3, 3)
  do s = 0, 32, 8
    print *, s, dshiftl(i, j, s), dshiftr(i, j, s)
  end do
  print *, c1, c2, dshiftl(k, 1_8, 60), dshiftr(k, -1_8, 1), dshiftl(b1, b2, 7), dshiftr(b1, b2, 2_8)
  print *, dshiftl(z'FF', 1, 4), dshiftr(i, z'F0000000', 4)
  print *, dshiftl([1, 2, 3], [-1, -1, -1], 2)
end program
