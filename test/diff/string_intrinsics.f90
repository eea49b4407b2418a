! Character intrinsics: SCAN, VERIFY, INDEX with BACK, ADJUSTL/ADJUSTR,
! REPEAT, TRIM, LEN_TRIM, ACHAR/IACHAR, lexical comparisons; tokenizing a
! line into words.
! RUN: %diff-gfortran %s
program string_intrinsics
  implicit none
  character(len=40) :: line
  character(len=12) :: word
  integer :: start, pos, n

  line = '  alpha, beta;gamma  delta  '
  print *, scan(line, ',;'), scan(line, ',;', back=.true.), verify(line, ' ')
  print *, verify('12345x7', '0123456789'), verify('123', '0123456789')
  print *, index(line, 'a'), index(line, 'a', back=.true.), index(line, 'zeta')
  print *, '[', adjustl(line), ']'
  print *, '[', adjustr(line), ']'
  print *, '[', repeat('-=', 5), ']', len(repeat('x', 0))
  print *, lgt('apple', 'Apple'), lle('abc', 'abd'), llt('Z', 'a'), lge('b', 'b')
  print *, iachar('0'), achar(iachar('a') - 32), char(ichar('A') + 2)

  ! split on blanks, commas and semicolons
  n = 0
  start = 1
  do while (start <= len_trim(line))
    pos = verify(line(start:), ' ,;')
    if (pos == 0) exit
    start = start + pos - 1
    pos = scan(line(start:), ' ,;')
    if (pos == 0) pos = len_trim(line(start:)) + 1
    word = line(start:start + pos - 2)
    n = n + 1
    print *, n, '[', trim(word), ']', len_trim(word)
    start = start + pos
  end do
end program string_intrinsics
