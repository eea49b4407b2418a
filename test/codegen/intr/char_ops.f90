! Character assignment (padding, truncation, overlap), concatenation,
! comparison with blank padding, substrings, SELECT CASE on characters.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program char_ops
  implicit none
  character(len=8) :: s, t
  character(len=3) :: short
  character(len=13) :: d
  character(len=20) :: long
  integer :: i
  s = 'abc'
  print *, '[', s, ']'
  short = 'truncated'
  print *, '[', short, ']'
  s = 'abcdefgh'
  s = s(3:)
  print *, '[', s, ']'
  s = 'abcdefgh'
  s(2:7) = s(1:6)
  print *, '[', s, ']'
  t = 'xy'
  long = s // '-' // t // '!'
  print *, '[', long, ']'
  print *, 'abc' == 'abc   ', 'abc' < 'abd', 'b' > 'abc', 'ab' /= 'ab '
  print *, s .eq. t, s .lt. t, lge('a', 'B'), llt('a', 'B')
  do i = 1, 4
    select case (trim(pick(i)))
    case ('apple')
      print *, i, 'fruit'
    case ('carrot', 'leek')
      print *, i, 'vegetable'
    case ('m':'p')
      print *, i, 'm to p'
    case default
      print *, i, 'other'
    end select
  end do
  d = 'fixed'
  print *, '[', d, ']', len(d), len_trim(d)
  d = trim(d) // '+more'
  print *, '[', d, ']', len(d)
  print *, '[', s(2:4), ']', '[', s(5:4), ']'
contains
  function pick(k) result(r)
    integer, intent(in) :: k
    character(len=10) :: r
    select case (k)
    case (1); r = 'apple'
    case (2); r = 'leek'
    case (3); r = 'orange'
    case default; r = 'zucchini'
    end select
  end function
end program char_ops
