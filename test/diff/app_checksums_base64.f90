! Byte-level algorithms with INTEGER kinds and bit intrinsics: CRC-32
! with a table built once (IEOR/ISHFT/IAND on INTEGER(8) to stay
! unsigned), Adler-32 with MOD, Fletcher-16, base64 encoding and decoding
! through a lookup string, run-length encoding, and TRANSFER of a
! string into INTEGER(1) bytes.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module checksums
  use iso_fortran_env, only: int8, int32, int64
  implicit none
  integer(int64) :: crc_table(0:255)
  logical :: table_ready = .false.
  character(len=64), parameter :: b64 = &
       'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
contains
  subroutine make_table()
    integer :: n, k
    integer(int64) :: c
    do n = 0, 255
      c = n
      do k = 1, 8
        if (iand(c, 1_int64) /= 0) then
          c = ieor(3988292384_int64, ishft(c, -1))
        else
          c = ishft(c, -1)
        end if
      end do
      crc_table(n) = c
    end do
    table_ready = .true.
  end subroutine make_table

  integer(int64) function crc32(s) result(c)
    character(len=*), intent(in) :: s
    integer :: i
    if (.not. table_ready) call make_table()
    c = 4294967295_int64
    do i = 1, len(s)
      c = ieor(crc_table(iand(ieor(c, int(iachar(s(i:i)), int64)), 255_int64)), ishft(c, -8))
    end do
    c = ieor(c, 4294967295_int64)
  end function crc32

  integer(int64) function adler32(s) result(r)
    character(len=*), intent(in) :: s
    integer(int64) :: a, b
    integer :: i
    a = 1
    b = 0
    do i = 1, len(s)
      a = mod(a + iachar(s(i:i)), 65521_int64)
      b = mod(b + a, 65521_int64)
    end do
    r = ior(ishft(b, 16), a)
  end function adler32

  integer function fletcher16(s) result(r)
    character(len=*), intent(in) :: s
    integer :: a, b, i
    a = 0
    b = 0
    do i = 1, len(s)
      a = mod(a + iachar(s(i:i)), 255)
      b = mod(b + a, 255)
    end do
    r = b * 256 + a
  end function fletcher16

  function encode64(s) result(r)
    character(len=*), intent(in) :: s
    character(len=(len(s) + 2) / 3 * 4) :: r
    integer :: i, j, n, v, k
    j = 0
    do i = 1, len(s), 3
      n = min(3, len(s) - i + 1)
      v = 0
      do k = 0, 2
        v = ishft(v, 8)
        if (k < n) v = ior(v, iachar(s(i + k:i + k)))
      end do
      do k = 0, 3
        j = j + 1
        if (k <= n) then
          r(j:j) = b64(ibits(v, 18 - 6 * k, 6) + 1:ibits(v, 18 - 6 * k, 6) + 1)
        else
          r(j:j) = '='
        end if
      end do
    end do
  end function encode64

  function decode64(s) result(r)
    character(len=*), intent(in) :: s
    character(len=len(s) / 4 * 3) :: r
    integer :: i, k, v, n, o, pad
    o = 0
    r = ''
    do i = 1, len(s), 4
      v = 0
      pad = 0
      do k = 0, 3
        n = index(b64, s(i + k:i + k)) - 1
        if (n < 0) then
          n = 0
          pad = pad + 1
        end if
        v = ior(ishft(v, 6), n)
      end do
      do k = 0, 2 - pad
        o = o + 1
        r(o:o) = achar(ibits(v, 16 - 8 * k, 8))
      end do
    end do
  end function decode64

  function rle(s) result(r)
    character(len=*), intent(in) :: s
    character(len=3 * len(s)) :: r
    character(len=12) :: num
    integer :: i, run
    r = ''
    i = 1
    do while (i <= len(s))
      run = 1
      do while (i + run <= len(s))
        if (s(i + run:i + run) /= s(i:i)) exit
        run = run + 1
      end do
      if (run > 1) then
        write (num, '(i0)') run
        r = trim(r) // trim(num) // s(i:i)
      else
        r = trim(r) // s(i:i)
      end if
      i = i + run
    end do
  end function rle
end module checksums

program checksums_base64
  use checksums
  implicit none
  character(len=*), parameter :: msgs(4) = [character(len=43) :: &
       'The quick brown fox jumps over the lazy dog', 'Wikipedia', '123456789', 'a']
  integer :: i
  integer(int8) :: bytes(9)
  character(len=:), allocatable :: enc
  do i = 1, size(msgs)
    print '(a43,1x,z8.8,1x,z8.8,1x,z4.4)', msgs(i), crc32(trim(msgs(i))), adler32(trim(msgs(i))), &
         fletcher16(trim(msgs(i)))
  end do
  do i = 1, 3
    enc = encode64(trim(msgs(i + 1)))
    print '(a,a,a,a,a)', trim(msgs(i + 1)), ' -> ', enc, ' -> ', trim(decode64(enc))
  end do
  print '(a)', encode64('Ma') // ' ' // encode64('M') // ' ' // encode64('Man')
  print '(a)', trim(rle('WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW'))
  print '(a)', trim(rle('abcd')) // ' ' // trim(rle('aabbbcccc'))
  bytes = transfer('123456789', bytes)
  print '(9i4)', bytes
  print '(a,i0)', 'byte sum: ', sum(int(bytes))
end program checksums_base64
