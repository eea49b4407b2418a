! CHARACTER(KIND=4) intrinsics, at run time and folded: LEN_TRIM, TRIM,
! ADJUSTL/R, INDEX/SCAN/VERIFY (BACK=), REPEAT, CHAR/ACHAR with KIND=4,
! ICHAR/IACHAR, MAX/MIN, NEW_LINE, TRANSFER, and the array intrinsics of
! kind-4 elements (MAXVAL/MINVAL/MAXLOC/MINLOC, EOSHIFT/CSHIFT, PACK,
! SPREAD, RESHAPE) through libgfortran's _char4/_s4 entries.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program char4_intrinsics
  implicit none
  character(kind=4, len=9) :: s, r
  character(kind=4, len=3) :: a(4), m(2,2), e(4)
  character(kind=4, len=*), parameter :: k = 4_'  ab cab '
  integer, parameter :: folded(3) = [len_trim(k), index(k, 4_'ab', back=.true.), verify(k, 4_' ab')]
  integer :: codes(3), i
  s = k
  print *, folded
  print *, len_trim(s), index(s, 4_'ab'), index(s, 4_'ab', back=.true.), index(s, 4_'zz')
  print *, scan(s, 4_'cb'), scan(s, 4_'cb', back=.true.), verify(s, 4_' '), verify(s, 4_' ', .true.)
  print '(5("[",A,"]"))', trim(s), adjustl(s), adjustr(s), trim(k), adjustl(k)
  print '(A,"|",A,"|")', repeat(s(3:4), 3), repeat(4_'-', 0)
  print *, ichar(char(955, 4)), iachar(achar(66, 4)), ichar(s(3:3)), ichar(4_'z'), kind(char(1, kind=4))
  print '(A,"|",A,"|")', max(s, 4_'b', 4_'ab'), min(4_'x', s(3:), 4_'abc')
  print *, new_line(4_'a') == char(10, 4), len(new_line(s))
  codes = [(ichar(s(i:i)), i = 3, 5)]
  print *, codes
  r = transfer([(97 + i, i = 0, 8)], r)
  print '(A,"|")', r
  print *, transfer(4_'AB', [0])
  a = [4_'dog', 4_'cat', 4_'emu', 4_'ant']
  print '(A,"|",A,"|",2I3)', maxval(a), minval(a), maxloc(a), minloc(a)
  e = eoshift(a, 1)
  print '(4(A,"|"))', e
  e = eoshift(a, -2, boundary=4_'***')
  print '(4(A,"|"))', e
  print '(4(A,"|"))', cshift(a, 1)
  print '(4(A,"|"))', pack(a, a > 4_'b')
  m = reshape(a, [2, 2])
  print '(4(A,"|"))', m, spread(a(1), 1, 2)
end program
