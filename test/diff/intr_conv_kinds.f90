! Conversion intrinsics with KIND=: INT, NINT, REAL, DBLE, CMPLX, AINT, ANINT,
! FLOOR, CEILING, LOGICAL, CHAR, ICHAR, ACHAR, IACHAR on scalars and arrays
! (negative values, halves, sections), conversions between integer kinds
! 1/2/4/8, real kinds 4/8 and complex; MERGE of every type.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_conv_kinds
  implicit none
  real :: x(6)
  real(8) :: d(6)
  complex :: z
  complex(8) :: zd
  integer :: i, k(4)
  integer(1) :: b
  integer(2) :: h
  integer(8) :: q
  logical :: l(3)
  logical(1) :: l1
  character(len=5) :: s
  x = [-2.5, -1.5, -0.5, 0.5, 1.5, 2.7]
  d = [-2.5d0, -1.5d0, -0.49999d0, 0.5d0, 1.5d0, 1.0d10]
  print *, int(x), nint(x), floor(x), ceiling(x), aint(x), anint(x)
  print *, int(d(1:5)), nint(d(1:5)), floor(d(1:5)), ceiling(d(1:5)), aint(d), anint(d)
  print *, int(d(6), 8), nint(d(6), 8), floor(d(6), kind=8), ceiling(-d(6), 8), kind(nint(x, 2)), nint(x, 1)
  print *, int(x, 2), int(x, 1), int(d, 8), floor(x, 2), ceiling(x, 1), aint(x, 8), anint(d, 4)
  print *, real(k), real(d), real(x, 8), dble(x), real(3, 8), dble(7_8), real(2_1), float(3), sngl(d(1))
  z = (1.5, -2.5); zd = (3.25d0, -0.5d0)
  print *, real(z), aimag(z), real(zd), aimag(zd), real(z, 8), int(z), nint(real(zd)), dble(z)
  print *, cmplx(x(1)), cmplx(x(1), x(2)), cmplx(d(1), d(2), 8), cmplx(3, 4), cmplx(zd), cmplx(z, kind=8)
  print *, cmplx(x(1:3), x(4:6)), cmplx(d(1:2), kind=8), dcmplx(1.0, 2.0), kind(cmplx(1, 2, 8))
  k = [1, 2, 3, 4]
  b = 100_1; h = 30000_2; q = 123456789012_8
  print *, int(b, 2) * 300_2, int(h, 8) * 100000, int(q, 4), int(q), int(-h, 1), int(b) + int(h)
  print *, real(q), real(q, 8), dble(h), int(real(b)), int(2.0**31 - 256.0), int(-7.9d0, 2)
  l = [.true., .false., .true.]
  l1 = logical(l(1), 1)
  print *, logical(l, 1), logical(l1, 8), kind(logical(l(2), 2)), l1
  s = 'AbZ09'
  print *, (ichar(s(i:i)), i = 1, 5), (iachar(s(i:i)), i = 1, 5), iachar(s(2:2), 8), ichar('~', 2)
  print *, char(65), char(97, 1), achar(66), achar([72, 105, 33]), char(ichar('a') + 2), '[', achar(32), ']'
  print *, iachar(achar(200)), ichar(char(255)), ichar([character :: 'x', 'y'])
  print *, merge(1, 2, .true.), merge(1.5d0, 2.5d0, .false.), merge(z, (0.0, 0.0), x(1) < 0)
  print *, merge(k, -k, [.true., .false., .true., .false.]), merge(x(1:3), 0.0, l), merge('ab', 'cd', l)
  print *, merge(.true., .false., l), merge(b, 0_1, .true.), merge(q, -q, x(2) > 0)
  print *, nint(2.5) + nint(-2.5), anint(-0.5), aint(-0.7d0), floor(-0.0), ceiling(-0.2)
end program
