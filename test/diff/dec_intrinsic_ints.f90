! -fdec-intrinsic-ints: the integer and bit intrinsics spelled with a kind
! letter (B INTEGER(1), I INTEGER(2), J INTEGER(4), K INTEGER(8)) are
! their generics.
! RUN: %diff-gfortran -fdec-intrinsic-ints %s
program dec_intrinsic_ints
  implicit none
  integer(1) :: b1 = -9, b2 = 3
  integer(2) :: i1 = 12, i2 = 10
  integer(4) :: j1 = 100, j2 = 7
  integer(8) :: k1 = 2_8**40, k2 = 5
  print *, babs(b1), iiabs(-i1), jiabs(-j1), kiabs(-k1)
  print *, biand(b1, b2), iior(i1, i2), jieor(j1, j2), kiand(k1 - 1, k2)
  print *, bbtest(b2, 1_1), bitest(i1, 2_2), bjtest(j1, 3), bktest(k1, 40_8)
  print *, bbset(b2, 4_1), iibclr(i1, 2_2), jibits(j1, 2, 3), kishft(k2, 3_8)
  print *, bmod(b1, b2), imod(i1, i2), jmod(j1, j2), kmod(k1, k2)
  print *, bnot(b2), inot(i2), jishftc(j2, 1), floati(i1), floatj(j1), floatk(k2)
end program
