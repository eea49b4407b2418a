! Intrinsics in constant expressions (PARAMETER values, kinds, array bounds,
! character lengths), folded at compile time: numeric, conversion, bit,
! character and inquiry intrinsics, array constructors with SUM/SIZE/
! RESHAPE/MAXVAL, and the same expressions evaluated at run time.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_fold
  implicit none
  integer, parameter :: ik = selected_int_kind(12), rk = selected_real_kind(13)
  integer, parameter :: n = size([1, 2, 3, 4]) + 2, m = max(3, n / 2, -1), k0 = min(7, 2 * 3)
  integer, parameter :: b1 = iand(255, 60) + ior(1, 8) + ieor(5, 3), b2 = ishft(1, 10) + ibset(0, 3), b3 = not(0)
  integer, parameter :: b4 = ibits(1023, 2, 4) + popcnt(255) + leadz(1) + trailz(16) + shiftl(3, 2) + shifta(-16, 2)
  integer, parameter :: c1 = ichar('A') + iachar('a'), c2 = len('hello') + len_trim('ab   '), c3 = index('hello', 'l', back=.true.)
  integer, parameter :: c4 = scan('fortran', 'rt') + verify('aaab', 'a')
  integer, parameter :: v(3) = [10, 20, 30], s1 = sum(v), s2 = product([2, 3, 4]), s3 = maxval(v) - minval(v)
  integer, parameter :: r(2, 2) = reshape([1, 2, 3, 4], [2, 2])
  integer, parameter :: i1 = int(7.9), i2 = nint(-2.5), i3 = floor(-1.5), i4 = ceiling(1.2)
  integer, parameter :: i5 = abs(-9) + mod(17, 5) + modulo(-7, 3)
  integer(ik), parameter :: big = huge(1_ik) / 2_ik
  real(rk), parameter :: pi = 4 * atan(1.0_rk), e = exp(1.0_rk), sq = sqrt(2.0_rk)
  real, parameter :: x1 = real(7) / 2, x2 = aint(-3.7), x3 = anint(2.5), x4 = sign(3.0, -1.0) + dim(5.0, 2.0)
  real, parameter :: tiny4 = tiny(1.0), eps4 = epsilon(1.0), huge4 = huge(1.0)
  character(len=*), parameter :: t1 = trim('abc   ') // '|', t2 = adjustl('  xy') // '|', t3 = adjustr('xy  ') // '|'
  character(len=*), parameter :: t4 = repeat('ab', 3), t5 = char(72) // achar(105), t6 = max('apple', 'apricot')
  logical, parameter :: l1 = btest(5, 2), l2 = lge('b', 'a') .and. llt('a', 'b'), l3 = any([.false., .true.]), l4 = all(v > 5)
  integer, parameter :: d1 = digits(1.0d0) + precision(1.0) + range(1) + radix(1) + bit_size(1_2) + kind(1.0d0)
  integer :: arr(n), lens(len(t4))
  character(len=c2) :: buf
  integer :: one = 1
  print *, ik, rk, n, m, k0, size(arr), size(lens), len(buf)
  print *, b1, b2, b3, b4, c1, c2, c3, c4
  print *, v, s1, s2, s3, r, i1, i2, i3, i4, i5, big
  print *, pi, e, sq
  print *, x1, x2, x3, x4, tiny4, eps4, huge4
  print *, t1, t2, t3, t4, ' ', t5, ' ', t6, len(t6)
  print *, l1, l2, l3, l4, d1
  ! the same at run time
  print *, iand(255, 60 * one) + ior(one, 8) + ieor(5, 3 * one), ishft(one, 10) + ibset(0 * one, 3), not(0 * one)
  print *, ibits(1023 * one, 2, 4) + popcnt(255 * one) + leadz(one) + trailz(16 * one) + shiftl(3 * one, 2) + shifta(-16 * one, 2)
  print *, 4 * atan(real(one, rk)), exp(real(one, rk)), sqrt(2.0_rk * one), int(7.9 * one), nint(-2.5 * one)
  print *, trim('abc   ' (one:)) // '|', repeat('ab', 3 * one), max('apple' (one:), 'apricot'), index('hello' (one:), 'l', .true.)
end program
