! Character intrinsics: LEN, LEN_TRIM, INDEX, SCAN, VERIFY, TRIM, ADJUSTL,
! ADJUSTR, REPEAT, NEW_LINE, LGE/LGT/LLE/LLT.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program intr_char
  implicit none
  character(len=12) :: s
  character(len=6) :: r
  integer :: n
  s = '  hello wo'
  print *, len(s), len_trim(s), len_trim('   '), len('')
  print *, index(s, 'o'), index(s, 'o', back=.true.), index(s, 'xyz'), index(s, '')
  print *, scan(s, 'lw'), scan(s, 'lw', .true.), verify(s, ' h'), verify(s, ' hel', back=.true.)
  print *, '[', trim(s), ']', '[', adjustl(s), ']', '[', adjustr(s), ']'
  r = repeat('ab', 3)
  print *, '[', r, ']', len(r), '[', repeat('x', 0), ']'
  n = 2
  print *, '[', repeat(trim(adjustl(s)), n), ']'
  print *, lge('abc', 'abd'), lgt('b', 'a'), lle('a', 'a  '), llt('', 'a')
  print *, iachar(new_line('a'))
  s = trim(adjustl(s)) // '!'
  print *, '[', s, ']'
end program intr_char
