! Elemental intrinsics applied to arrays, reductions with MASK=, complex
! reductions, type inquiries, MERGE of characters.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program intr_arrays
  implicit none
  real :: a(4), x
  real(8) :: d(3)
  integer :: k(4), i
  character(len=5) :: s(2)
  logical :: mask(4)
  complex :: z(2)
  a = [-1.5, 2.5, -3.5, 4.5]
  d = [0.1d0, 0.2d0, 0.3d0]
  k = [3, -7, 11, 0]
  print *, abs(a), sign(1.0, a), nint(a), floor(a), ceiling(a)
  print *, exp(d), log(d), sin(d) ** 2 + cos(d) ** 2
  print *, mod(k, 3), modulo(k, 3), iand(k, 6), ishft(k, 1), btest(k, 0)
  print *, max(k, 1), min(k, 2 * k)
  s = ['  ab ', 'cd   ']
  print *, '[', adjustl(s), ']', len_trim(s), index(s, 'd')
  print *, char(65 + [(i, i=0,3)]), ichar(s(2)(1:1))
  mask = a > 0
  print *, sum(a, mask=mask), count(mask), maxval(k), minval(k, mask=k > 0), product(k(1:3))
  print *, sum(d), maxval(abs(a)), any(k == 0), all(k /= 5)
  z = [(1.0, 1.0), (0.0, -2.0)]
  print *, abs(z), conjg(z), aimag(z), real(z)
  print *, sum(z), product(z)
  x = 0.0
  print *, huge(x), -huge(1), huge(1_8), tiny(1.0d0), epsilon(1.0d0)
  print *, atan2(1.0, -1.0), hypot(1.0d0, 1.0d0), merge(1, 2, a(1) > 0), merge('yes', 'no ', .true.)
  print *, bit_size(1_2), digits(1.0), range(1.0d0), precision(1.0d0)
  print *, dim(k, 2), dble(k(2)), real(k(3), 8), int(2.9d0, 8)
end program intr_arrays
