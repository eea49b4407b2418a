! CHARACTER(KIND=4): declarations, literals with a kind prefix (a number or a
! named constant), SELECTED_CHAR_KIND, PARAMETERs, assignment with blank
! padding and truncation, substrings, concatenation, comparisons, conversion
! between kinds by assignment and initialization, LEN and KIND.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program char4_basics
  implicit none
  integer, parameter :: ucs4 = selected_char_kind('ISO_10646')
  integer, parameter :: ascii = selected_char_kind('ASCII'), dflt = selected_char_kind('default')
  character(kind=ucs4, len=*), parameter :: hello = ucs4_'Hello' // 4_', world'
  character(kind=4, len=3), parameter :: abc = 'abc'       ! converted from kind 1
  character(len=8, kind=4) :: s, t
  character(kind=4) :: c
  character(kind=4, len=5) :: init = 4_'xy'
  character(kind=1, len=6) :: b
  integer :: i, n
  print *, ucs4, ascii, dflt, selected_char_kind('EBCDIC'), kind(s), kind(4_'q'), kind(b)
  print *, len(hello), len(abc), len(s), len(c), len(init)
  print '(A,"|")', hello
  s = 4_'abc'
  print '(A,"|",A,"|")', s, init
  s = hello                      ! truncated
  print '(A,"|")', s
  t = s(3:5) // 4_'!' // abc(2:)
  print '(A,"|",I0)', t, len(s(3:5) // abc)
  n = 2
  t(n:n+1) = 4_'ZZ'
  print '(A,"|")', t
  c = t(1:1)
  print '(A,"|")', c
  ! relational operators: blank padding, code order
  print *, 4_'abc' == 4_'abc   ', 4_'abc' < 4_'abd', 4_'ab' > 4_'a', s /= t, s <= t, s >= t
  print *, char(300, 4) > char(255, 4), char(65, 4) < 4_'B'
  ! conversion by assignment: kind 1 <-> kind 4
  b = 'kind1!'
  s = b
  print '(A,"|")', s
  s = 4_'wide' // char(955, 4) // 4_'x'
  b = s                          ! a code above 255 becomes '?'
  print '(A,"|")', b
  t = b // 'more'
  print '(A,"|")', t
  do i = 1, len(hello)
    if (hello(i:i) == 4_' ') print *, 'blank at', i
  end do
end program
