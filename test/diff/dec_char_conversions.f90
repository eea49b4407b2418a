! -fdec-char-conversions: a character constant assigned to a numeric or
! LOGICAL variable, initializing one or in DATA gives it its bytes, as a
! Hollerith constant does: blank-padded or cut to the variable's size.
! RUN: %diff-gfortran -fdec-char-conversions %s
program dec_char_conversions
  implicit none
  integer(4) :: i, j = 'WXYZ'
  integer(2) :: k
  integer(8) :: l
  real(4) :: r
  real(8) :: d
  complex(4) :: z
  logical(4) :: q, h
  data k / 'AB' /, l / 'abc' /
  i = 'ABCD'
  print '(z8)', i, j
  print '(z4)', k
  print '(z16)', l
  i = 'xy'
  print '(z8)', i
  i = 'abcdefgh'
  print '(z8)', i
  r = 'ABCD'
  print '(z8)', transfer(r, 0)
  d = '12345678'
  print '(z16)', transfer(d, 0_8)
  z = 'ABCDEFGH'
  print '(2z9)', transfer(z, [0, 0])
  q = 'TRUE'
  h = 4hTRUE
  print *, q .eqv. h
end program
