! Bit manipulation: population count three ways, parity, leading and
! trailing zeros, Gray codes, bit reversal with MVBITS, subsets of a set
! enumerated with IAND/IBCLR, a Bloom-like bit array in INTEGER(8)
! words, rotations with ISHFTC, arithmetic shifts and masks.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program bit_tricks
  implicit none
  integer, parameter :: i8 = selected_int_kind(18)
  integer :: i, v, c1, c2, g, n, sub, cnt
  integer :: r
  integer(i8) :: bits(0:3), word
  character(len=32) :: bstr

  print '(a)', '   v  popcnt kernighan table  parity leadz trailz'
  do i = 1, 6
    v = i * 2654435 + 17 * i * i
    c1 = 0
    n = v
    do while (n /= 0)
      n = iand(n, n - 1)
      c1 = c1 + 1
    end do
    c2 = table_count(v)
    print '(i9,4i7,2i6)', v, popcnt(v), c1, c2, poppar(v), leadz(v), trailz(v)
  end do

  print '(a)', 'gray codes:'
  do i = 0, 7
    g = ieor(i, ishft(i, -1))
    write (bstr, '(b3.3)') g
    print '(i3,1x,a,i4)', i, bstr(1:3), from_gray(g)
  end do

  v = int(z'12345678')
  r = reverse_bits(v)
  print '(a,z8.8,a,z8.8)', 'reverse ', v, ' -> ', r
  print '(a,z8.8)', 'twice  ', reverse_bits(r)

  ! all subsets of {0,2,3,5} as submasks of 101101b
  n = int(b'101101')
  sub = n
  cnt = 0
  write (*, '(a)', advance='no') 'submasks:'
  do
    write (*, '(1x,i0)', advance='no') sub
    cnt = cnt + 1
    if (sub == 0) exit
    sub = iand(sub - 1, n)
  end do
  print '(a,i0)', ' count=', cnt

  ! a 256-bit set in four 64-bit words
  bits = 0
  do i = 0, 255, 7
    call setbit(bits, i)
  end do
  do i = 3, 255, 50
    call setbit(bits, i)
  end do
  print '(a,i0)', 'members: ', sum(popcnt(bits))
  print '(a,4l2)', 'tests 0 7 8 203:', getbit(bits, 0), getbit(bits, 7), getbit(bits, 8), getbit(bits, 203)
  print '(4(z16.16,1x))', bits

  word = int(z'00000000F0F0F0F0', i8)
  print '(a,z16.16)', 'ishftc 8    ', ishftc(word, 8)
  print '(a,z16.16)', 'ishftc -12  ', ishftc(word, -12)
  print '(a,z16.16)', 'ishftc 4,16 ', ishftc(word, 4, 16)
  print '(a,i0,1x,i0)', 'shifta ', shifta(-256, 4), shifta(256, 4)
  print '(a,i0,1x,i0)', 'shiftl/r ', shiftl(3, 5), shiftr(-1, 28)
  print '(a,i0,1x,i0,1x,i0)', 'ibits ', ibits(int(z'ABCD'), 4, 8), ibits(-1, 0, 5), ibits(1000, 3, 3)
  print '(a,i0,1x,i0,1x,l1)', 'ibset/ibclr/btest ', ibset(0, 30), ibclr(-1, 0), btest(8, 3)
  print '(a,i0,1x,i0)', 'not/ieor ', not(0), ieor(int(z'FF'), int(z'0F'))
  print '(a,b32.32)', 'mask ', ior(not(ishft(-1, 5)), ishft(-1, 29))

contains

  integer function table_count(x) result(c)
    integer, intent(in) :: x
    integer, parameter :: nib(0:15) = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4]
    integer :: k
    c = 0
    do k = 0, 28, 4
      c = c + nib(ibits(x, k, 4))
    end do
  end function table_count

  integer function from_gray(gc) result(b)
    integer, intent(in) :: gc
    integer :: s
    b = gc
    s = ishft(gc, -1)
    do while (s /= 0)
      b = ieor(b, s)
      s = ishft(s, -1)
    end do
  end function from_gray

  integer function reverse_bits(x) result(y)
    integer, intent(in) :: x
    integer :: k
    y = 0
    do k = 0, 31
      call mvbits(x, k, 1, y, 31 - k)
    end do
  end function reverse_bits

  subroutine setbit(set, k)
    integer(i8), intent(inout) :: set(0:)
    integer, intent(in) :: k
    set(k / 64) = ibset(set(k / 64), mod(k, 64))
  end subroutine setbit

  logical function getbit(set, k)
    integer(i8), intent(in) :: set(0:)
    integer, intent(in) :: k
    getbit = btest(set(k / 64), mod(k, 64))
  end function getbit

end program bit_tricks
