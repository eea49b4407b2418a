! BGE, BGT, BLE, BLT: bits compared as unsigned numbers, arguments of
! different kinds (the narrower zero-extended) and BOZ; folded in constants.
! RUN: %diff-gfortran %s
program bit_compare
  implicit none
  integer :: i = -1, j = 1
  integer(1) :: s = -1_1
  integer(8) :: l = 255_8
  logical, parameter :: c1 = bge(-1, 1), c2 = blt(1_1, -1_1)
  print *, bge(i, j), bgt(i, j), ble(i, j), blt(i, j)
  print *, bge(s, l), bgt(s, l), ble(s, 256_8), blt(j, z'FF')
  print *, c1, c2, bge(huge(1_1), 127_1), bgt([1, -2, 3], 2)
end program
