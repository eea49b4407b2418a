! Caesar shifts, ROT13 (an involution), a Vigenere cipher and letter
! frequency analysis that cracks the Caesar shift; elemental character
! functions applied to whole strings through character arrays.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module cipher
  implicit none
contains
  elemental character function shift_char(c, k)
    character, intent(in) :: c
    integer, intent(in) :: k
    integer :: base
    if (c >= 'a' .and. c <= 'z') then
      base = iachar('a')
    else if (c >= 'A' .and. c <= 'Z') then
      base = iachar('A')
    else
      shift_char = c
      return
    end if
    shift_char = achar(base + modulo(iachar(c) - base + k, 26))
  end function shift_char

  function caesar(s, k) result(r)
    character(len=*), intent(in) :: s
    integer, intent(in) :: k
    character(len=len(s)) :: r
    integer :: i
    do i = 1, len(s)
      r(i:i) = shift_char(s(i:i), k)
    end do
  end function caesar

  function vigenere(s, key, sgn) result(r)
    character(len=*), intent(in) :: s, key
    integer, intent(in) :: sgn
    character(len=len(s)) :: r
    integer :: i, j
    j = 0
    r = s
    do i = 1, len(s)
      if (verify(s(i:i), 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ') == 0) then
        r(i:i) = shift_char(s(i:i), sgn * (iachar(key(mod(j, len(key)) + 1:mod(j, len(key)) + 1)) - iachar('a')))
        j = j + 1
      end if
    end do
  end function vigenere

  function letter_counts(s) result(cnt)
    character(len=*), intent(in) :: s
    integer :: cnt(26)
    integer :: i, c
    cnt = 0
    do i = 1, len(s)
      c = iachar(s(i:i))
      if (c >= iachar('A') .and. c <= iachar('Z')) c = c + 32
      if (c >= iachar('a') .and. c <= iachar('z')) cnt(c - iachar('a') + 1) = cnt(c - iachar('a') + 1) + 1
    end do
  end function letter_counts
end module cipher

program caesar_rot13
  use cipher
  implicit none
  character(len=*), parameter :: msg = 'Meet me at the Eastern gate at seven, bring the secret plans!'
  character(len=len(msg)) :: enc, dec
  character(len=1) :: chars(12)
  integer :: cnt(26), k, guess

  do k = 1, 25, 8
    enc = caesar(msg, k)
    print '(i3,1x,a)', k, enc
  end do
  enc = caesar(msg, 13)
  print '(a,a)', 'rot13: ', enc
  print '(a,l1)', 'rot13 twice is identity: ', caesar(enc, 13) == msg

  enc = caesar(msg, 7)
  cnt = letter_counts(enc)
  guess = modulo(maxloc(cnt, 1) - 1 - (iachar('e') - iachar('a')), 26)
  print '(a,i0)', 'most frequent letter: ', maxloc(cnt, 1)
  print '(a,i0)', 'guessed shift: ', guess
  print '(a,a)', 'cracked: ', caesar(enc, -guess)

  enc = vigenere(msg, 'lemon', 1)
  dec = vigenere(enc, 'lemon', -1)
  print '(a,a)', 'vigenere: ', enc
  print '(a,l1)', 'decrypts: ', dec == msg

  chars = ['H', 'e', 'l', 'l', 'o', ',', ' ', 'W', 'o', 'r', 'l', 'd']
  chars = shift_char(chars, 3)
  print '(12a)', chars
  print '(12a)', shift_char(chars, -3)
end program caesar_rot13
