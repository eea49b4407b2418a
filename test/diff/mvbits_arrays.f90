! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
! MVBITS in its elemental form: packing RGB565 pixels from colour planes,
! unpacking them again, bit-field records with per-element positions,
! sections, strided and reversed targets, other integer kinds.
program mvbits_arrays
  implicit none
  integer, parameter :: n = 8
  integer :: r(n), g(n), b(n), pix(n), r2(n), g2(n), b2(n), i
  integer :: fields(3, 4), pos(4), widths(4), rec(4)
  integer(8) :: words(4)
  integer(2) :: half(6)
  integer(1) :: bytes(4)

  r = [(mod(i * 37, 32), i = 1, n)]
  g = [(mod(i * 53, 64), i = 1, n)]
  b = [(mod(i * 11, 32), i = 1, n)]
  pix = 0
  call mvbits(b, 0, 5, pix, 0)
  call mvbits(g, 0, 6, pix, 5)
  call mvbits(r, 0, 5, pix, 11)
  write (*, '(a, 8z6)') 'rgb565:', pix
  r2 = 0
  g2 = 0
  b2 = 0
  call mvbits(pix, 11, 5, r2, 0)
  call mvbits(pix, 5, 6, g2, 0)
  call mvbits(pix, 0, 5, b2, 0)
  write (*, '(a, l2)') 'round trip:', all(r2 == r) .and. all(g2 == g) .and. all(b2 == b)

  ! a record of four fields with their own widths and positions
  widths = [3, 7, 4, 10]
  pos(1) = 0
  do i = 2, 4
    pos(i) = pos(i - 1) + widths(i - 1)
  end do
  rec = [5, 99, 12, 700]
  words = 0_8
  call mvbits(int(rec, 8), 0, widths, words, int(pos, 8) + 32)
  write (*, '(a, 4z18)') 'fields:', words
  fields = -1
  call mvbits(rec, 0, widths, fields(2, :), pos)
  write (*, '(a, 12i12)') 'rows:', fields

  ! strided and reversed sections, the same array as source and target
  half = int([(i * 1000 + 7, i = 1, 6)], 2)
  call mvbits(half(1:5:2), 0, 4, half(6:2:-2), 12)
  write (*, '(a, 6i8)') 'half:', half
  call mvbits(pix, 0, 8, pix, 16)
  write (*, '(a, 8z10)') 'self:', pix
  bytes = int([1, 2, 3, 4], 1)
  call mvbits(bytes, 0, 2, bytes, [6, 4, 2, 0])
  write (*, '(a, 4i5)') 'bytes:', bytes
  ! a scalar FROM spread over an array TO
  call mvbits(15, 0, 4, rec, 28)
  write (*, '(a, 4i13)') 'spread:', rec
end program mvbits_arrays
