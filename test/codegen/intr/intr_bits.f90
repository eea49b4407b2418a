! Bit intrinsics, with shift counts at and beyond BIT_SIZE.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program intr_bits
  implicit none
  integer :: i, j, n
  integer(8) :: k
  integer(1) :: b
  i = 12; j = 10; k = -1_8; b = 5
  print *, iand(i, j), ior(i, j), ieor(i, j), not(i), not(b)
  do n = -32, 32, 8
    print *, n, ishft(i, n), shiftl(i, max(n, 0)), shiftr(-i, max(n, 0)), shifta(-i, max(n, 0))
  end do
  print *, ishft(k, -60), ishft(k, 64), ishft(k, -64)
  print *, ishftc(i, 2), ishftc(i, -2), ishftc(i, 3, 4), ishftc(-7, 31), ishftc(b, 3)
  print *, ibset(i, 0), ibset(0, 31), ibclr(i, 3), btest(i, 2), btest(i, 0), ibits(i, 2, 2), ibits(-1, 0, 32)
  print *, popcnt(i), popcnt(k), poppar(i), poppar(7), leadz(i), leadz(0), trailz(i), trailz(0), leadz(k)
end program intr_bits
