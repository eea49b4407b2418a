! Bit intrinsics of INTEGER(16) constants: folded over all 128 bits
! (LEADZ, TRAILZ, POPCNT, POPPAR) or left to run time (the others).
! RUN: %diff-gfortran %s
program bits_int16_const
  implicit none
  integer(16), parameter :: big = ishft(1_16, 100)
  print '(6I5)', leadz(-1_16), trailz(-1_16), leadz(1_16), trailz(-64_16), leadz(0_16), trailz(0_16)
  print '(4I5)', leadz(big), trailz(big), popcnt(-1_16), poppar(-2_16)
  print '(4I5)', popcnt(big - 1), leadz(huge(1_16)), trailz(ibset(0_16, 90)), leadz(shiftl(3_16, 120))
  print '(L2, I5)', btest(big, 100), popcnt(ibclr(-1_16, 127))
end program
