! Bit manipulation intrinsics on integers of several kinds: IAND, IOR,
! IEOR, NOT, ISHFT, ISHFTC, IBSET, IBCLR, BTEST, POPCNT, LEADZ, TRAILZ.
! RUN: %diff-gfortran %s
program bit_intrinsics
  implicit none
  integer :: a, b, i
  integer(8) :: l
  integer(1) :: small

  a = 12    ! 1100
  b = 10    ! 1010
  print *, iand(a, b), ior(a, b), ieor(a, b), not(a)
  print *, ishft(a, 2), ishft(a, -2), ishft(-1, -28), ishftc(a, 30)
  print *, ibset(a, 0), ibclr(a, 2), btest(a, 3), btest(a, 0)
  print *, popcnt(255), popcnt(-1), leadz(1), trailz(8), leadz(0)
  l = ishft(1_8, 40)
  print *, l, popcnt(l), trailz(l), ibits(l, 38, 4)
  small = -1_1
  print *, small, ishft(int(small, 4), -1), iand(int(small, 4), 255)
  do i = 0, 7
    print *, i, btest(170, i), ibits(170, i, 1)
  end do
  ! a tiny parity/checksum routine
  print *, parity_of(7), parity_of(8), parity_of(255), parity_of(1023)
contains
  integer function parity_of(n)
    integer, intent(in) :: n
    integer :: m
    m = n
    parity_of = 0
    do while (m /= 0)
      parity_of = ieor(parity_of, iand(m, 1))
      m = ishft(m, -1)
    end do
  end function parity_of
end program bit_intrinsics
