! Bit intrinsics on integer kinds 1, 2, 4 and 8, scalars and arrays (with
! sections), shift counts at and beyond the edges, negative values:
! IAND/IOR/IEOR/NOT, ISHFT/ISHFTC (with SIZE=), IBSET/IBCLR/BTEST/IBITS,
! POPCNT/POPPAR/LEADZ/TRAILZ, SHIFTL/SHIFTR/SHIFTA, results in expressions.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_bits_kinds
  implicit none
  integer(1) :: b(4)
  integer(2) :: h(4)
  integer :: w(4), i, s(4)
  integer(8) :: q(4)
  b = [5_1, -1_1, 64_1, -100_1]
  h = [5_2, -1_2, 16384_2, -30000_2]
  w = [5, -1, 1073741824, -123456789]
  q = [5_8, -1_8, 4611686018427387904_8, -1234567890123_8]
  s = [0, 1, 3, 7]
  print *, iand(b, 12_1), ior(b, 3_1), ieor(b, -1_1), not(b)
  print *, iand(h, 255_2), ior(h, 3_2), ieor(h, 21845_2), not(h)
  print *, iand(w, 65535), ior(w, 3), ieor(w, w(1)), not(w)
  print *, iand(q, 255_8), ior(q, 3_8), ieor(q, -1_8), not(q)
  print *, ishft(b, 2), ishft(b, -2), ishft(b, 8), ishft(b, -8), ishft(b(2), 7)
  print *, ishft(h, 3), ishft(h, -3), ishft(h, 16), ishft(h, -15)
  print *, ishft(w, s), ishft(w, -s), ishft(w, 31), ishft(w, 32), ishft(w, -32)
  print *, ishft(q, 5), ishft(q, -5), ishft(q, 63), ishft(q, 64), ishft(q, -63)
  print *, ishftc(b, 3), ishftc(b, -3), ishftc(b, 2, 4), ishftc(h, 5), ishftc(h, -1, 8)
  print *, ishftc(w, s), ishftc(w, -7), ishftc(w, 4, 12), ishftc(q, 13), ishftc(q, -60, 62)
  print *, ibset(b, 6), ibclr(b, 0), btest(b, 7), ibset(h, 15), ibclr(h, 14), btest(h, s)
  print *, ibset(w, 31), ibclr(w, s), btest(w, 30), ibset(q, 62), ibclr(q, 63), btest(q, 0)
  print *, ibits(b, 2, 3), ibits(h, 4, 8), ibits(w, 8, 16), ibits(q, 40, 20), ibits(w, 0, 0), ibits(q, 0, 63)
  print *, popcnt(b), poppar(b), leadz(b), trailz(b)
  print *, popcnt(h), poppar(h), leadz(h), trailz(h), leadz(0_2), trailz(0_2)
  print *, popcnt(w), poppar(w), leadz(w), trailz(w), leadz(0), trailz(0)
  print *, popcnt(q), poppar(q), leadz(q), trailz(q), leadz(0_8), trailz(0_8)
  print *, shiftl(b, 1), shiftr(b, 1), shifta(b, 1), shiftl(b, 7), shiftr(b, 7), shifta(b, 7)
  print *, shiftl(h, 4), shiftr(h, 4), shifta(h, 4), shifta(h, 15)
  print *, shiftl(w, s), shiftr(w, s), shifta(w, s), shifta(w, 31), shiftr(w, 31)
  print *, shiftl(q, 3), shiftr(q, 3), shifta(q, 3), shifta(q, 63), shiftl(q, 63)
  print *, iand(w(1:4:2), w(2:4:2)), ishft(b(4:1:-1), 1), sum(popcnt(w)), maxval(leadz(q))
  print *, bit_size(b) - leadz(b), iand(ishft(w(3), -24), 255) + 1, ieor(7, 3) * 2
  print *, ior(int(b, 4), 256), iand(int(h, 8), 65535_8), int(not(0_1), 4)
  print *, (btest(w(4), i), i = 0, 31)
end program
