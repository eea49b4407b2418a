! CHARACTER(len=n): assignment with padding and truncation, concatenation,
! substrings, LEN, LEN_TRIM, TRIM, comparison.
! RUN: %diff-gfortran %s
program char_basic
  implicit none
  character(len=10) :: a, b
  character(len=4) :: short
  character(len=20) :: long
  character :: c
  integer :: i

  a = 'hello'
  b = 'world'
  print *, '[', a, ']', len(a), len_trim(a)
  long = trim(a) // ', ' // trim(b) // '!'
  print *, '[', long, ']'
  print *, '[', trim(long), ']', len_trim(long)
  short = long
  print *, '[', short, ']'
  print *, long(1:5), '|', long(8:12), '|', long(13:13)
  c = long(1:1)
  print *, c, len(c)

  ! substring assignment
  long(1:1) = 'H'
  long(8:8) = 'W'
  print *, trim(long)

  ! comparisons pad the shorter operand with blanks
  print *, 'abc' == 'abc   ', 'abc' < 'abd', 'b' > 'abc', a /= b
  print *, llt('a', 'b'), lge('z', 'a')

  ! characters one by one
  do i = 1, len_trim(a)
    print *, i, a(i:i), ichar(a(i:i))
  end do
  print *, char(65), char(97), achar(48), iachar('A')
  print *, index('hello world', 'o'), index('hello world', 'o', back=.true.)
  print *, '''quoted''', "double ""quoted"""
  print *, adjustl('   left'), '|', adjustr('right   '), '|'
  print *, repeat('ab', 3)
end program char_basic
