! Character intrinsics on scalars, arrays (elemental) and substrings: TRIM,
! ADJUSTL, ADJUSTR, INDEX/SCAN/VERIFY with BACK= and KIND=, REPEAT (zero
! copies, empty strings), LEN, LEN_TRIM, LGE/LGT/LLE/LLT, comparisons with
! blank padding, NEW_LINE, results in expressions and concatenations.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_char_forms
  implicit none
  character(len=8) :: s, w(4)
  character(len=:), allocatable :: d
  character(len=3) :: t
  integer :: i, n
  s = '  ab cd '
  w = ['alpha   ', '  beta  ', 'gam ma  ', '        ']
  t = 'xyz'
  print *, '[', trim(s), ']', len(trim(s)), '[', adjustl(s), ']', '[', adjustr(s), ']'
  print *, '[', trim(adjustl(s)), ']', '[', trim(w(2)), ']', len_trim(w), len(w)
  print *, '[', adjustl(w), ']', '[', adjustr(w), ']'
  print *, index(s, 'b'), index(s, ' ', back=.true.), index(s, ''), index(s, '', .true.), index(s, 'zz')
  print *, index(w, 'a'), index(w, 'a', back=.true.), index(w(3), 'ma', kind=8), index('abcabc', 'bc', .true.)
  print *, scan(s, 'dc'), scan(s, 'dc', back=.true.), scan(w, 'm'), scan('hello', ''), scan(s, 'q')
  print *, verify(s, ' '), verify(s, ' ', back=.true.), verify(w, 'alph '), verify('', 'a'), verify('aaa', 'a')
  print *, verify(w(1), 'a', kind=2), scan(w(2), 'e', .true., 8)
  print *, '[', repeat('ab', 3), ']', '[', repeat(t, 0), ']', len(repeat('', 5)), '[', repeat(t(2:), 2), ']'
  n = 4
  print *, '[', repeat('-', n), ']', len(repeat(s, n)), '[', repeat(trim(w(1)) // '.', 2), ']'
  print *, lge('abc', 'abd'), lgt('abc', 'ab'), lle('ab ', 'ab'), llt('', 'a'), lge(w, 'beta'), llt(w, w(2))
  print *, 'ab' == 'ab   ', 'ab' < 'abc', s > w(1), w /= '', w == 'alpha'
  d = trim(adjustl(s)) // '|' // trim(w(3)) // '|' // repeat('z', 2)
  print *, '[', d, ']', len(d)
  d = adjustr(d(1:6))
  print *, '[', d, ']', len(d), len_trim(d), index(d, 'b')
  print *, '[', trim(s(3:)), ']', len_trim(s(1:2)), index(s(3:), 'c'), adjustl(s(1:4)) // '!'
  print *, '[', new_line('a'), ']', iachar(new_line(s)), len(new_line(t))
  print *, (len_trim(w(i)) + index(w(i), 'a'), i = 1, 4), sum(len_trim(w)), maxval(index(w, 'm'))
end program
