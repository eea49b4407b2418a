! PACK and UNPACK with array and scalar masks, VECTOR=, FIELD= scalar and
! array, character, real(8), integer(1/2/8), logical and complex elements,
! sections with strides, zero-sized results, results in expressions.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_pack_unpack
  implicit none
  integer :: a(10), i, m2(3,4)
  integer(1) :: b1(5)
  integer(2) :: b2(5)
  integer(8) :: b8(5)
  real(8) :: r(0:5)
  complex :: z(4)
  logical :: l(6), msk(10), mm(3,4)
  character(len=4) :: c(5)
  character(len=2) :: cv(5)
  integer, allocatable :: p(:), q(:,:)
  real(8), allocatable :: rp(:)
  a = [(i*3 - 10, i = 1, 10)]
  msk = a > 0
  print *, pack(a, msk)
  print *, pack(a, a < 0)
  print *, pack(a, .true.)
  print *, size(pack(a, .false.))
  print *, pack(a, msk, [(100+i, i = 1, 10)])
  print *, pack(a(::2), msk(1::2))
  print *, pack(a(10:1:-3), .true.)
  p = pack(a, mod(a, 2) == 0)
  print *, size(p), p
  p = pack(a, a > 100)
  print *, size(p), lbound(p), ubound(p)
  print *, sum(pack(a, msk)), maxval(pack(a, msk)), 2 * pack(a, msk) + 1
  b1 = [1_1, -2_1, 3_1, -4_1, 5_1]; b2 = int(b1, 2) * 1000_2; b8 = int(b1, 8) * 10000000000_8
  print *, pack(b1, b1 > 0), pack(b2, b1 < 0), pack(b8, b1 /= 3)
  r = [(0.5d0 * i, i = 0, 5)]
  rp = pack(r, r > 1.0d0)
  print *, rp
  print *, pack(r, [.true., .false., .true., .false., .true., .false.], [9d0, 8d0, 7d0, 6d0, 5d0, 4d0])
  z = [(cmplx(i, -i), i = 1, 4)]
  print *, pack(z, real(z) > 2.0)
  l = [.true., .false., .true., .true., .false., .false.]
  print *, pack(l, l), pack(l, .not. l)
  c = ['ab  ', 'cdef', 'gh  ', 'ijkl', 'mn  ']
  print *, '[', pack(c, len_trim(c) > 2), ']'
  print *, size(pack(c, len_trim(c) > 2))
  print *, '[', pack(c, [.true., .false., .true., .false., .true.]), ']'
  print *, '[', pack(c, .true., ['1111', '2222', '3333', '4444', '5555', '6666']), ']'
  m2 = reshape([(i, i = 1, 12)], [3, 4])
  mm = mod(m2, 3) == 0
  print *, pack(m2, mm), pack(m2(2:3, ::2), .true.)
  print *, pack(transpose(m2), transpose(mm))
  ! UNPACK
  print *, unpack([1, 2, 3, 4], mm, 0)
  print *, unpack([1, 2, 3, 4], mm, -m2)
  q = unpack([(10*i, i = 1, 4)], mm, m2)
  print *, shape(q), q
  print *, unpack([1.5d0, 2.5d0], [.false., .true., .true., .false.], 0.0d0)
  print *, unpack([1.5d0, 2.5d0], [.false., .true., .true., .false.], 7d0)
  cv = ['xx', 'yy', 'zz', 'ww', 'vv']
  print *, '[', unpack(cv, [.true., .false., .true., .false.], '--'), ']'
  print *, '[', unpack(cv, [.true., .false., .true., .false.], ['aa', 'bb', 'cc', 'dd']), ']'
  print *, unpack([.true., .true.], [.false., .true., .false., .true.], .false.)
  print *, sum(unpack([1, 2, 3, 4], mm, 0), dim=1)
  print *, unpack(pack(a, msk), msk, 0)
end program
