! CHARACTER(KIND=4) I/O through libgfortran's transfer_character_wide:
! list-directed and A-edited output and input, OPEN(ENCODING='UTF-8')
! writing and reading UTF-8, the default encoding (codes above 255 as '?'),
! arrays, substrings of arrays, and internal files of kind 4 (scalar and
! array units).
! RUN: %diff-gfortran %s
program char4_io
  implicit none
  character(kind=4, len=6) :: s, t, arr(3), unit4(2)
  character(kind=4, len=20) :: line
  character(kind=1, len=64) :: bytes
  integer :: i, n, u
  s = 4_'ab' // char(955, 4) // char(233, 4) // 4_'z'
  print *, s, '|'
  print '(A,"|",A3,"|",A8,"|")', s, s, s
  arr = [4_'one  ', 4_'two  ', 4_'three']
  print *, arr
  print '(3(A,";"))', arr
  print '(3(A,";"))', arr(:)(2:3)
  open (newunit=u, file='char4_io.txt', encoding='UTF-8', status='replace')
  write (u, '(A)') s
  write (u, *) arr(1), s
  write (u, '(A)') 4_'x' // char(int(z'30b8'), 4) // char(int(z'1f600'), 4)
  close (u)
  open (newunit=u, file='char4_io.txt', status='old', access='stream', form='unformatted')
  inquire (unit=u, size=n)
  read (u) bytes(1:n)
  close (u)
  print *, n, (ichar(bytes(i:i)), i = 1, n)
  open (newunit=u, file='char4_io.txt', encoding='UTF-8', status='old')
  read (u, '(A)') t
  read (u, *) line
  read (u, '(A)') line
  close (u, status='delete')
  print *, t == s, (ichar(t(i:i)), i = 1, 6)
  print *, len_trim(line), (ichar(line(i:i)), i = 1, 3)
  ! internal files of kind 4
  write (line, '(I5,A,F6.2)') 42, 4_' <' // char(955, 4) // 4_'> ', 3.5
  print *, (ichar(line(i:i)), i = 1, 12)
  read (line, '(I5)') n
  print *, n
  write (unit4, '(I3)') 7, 8
  print '(2(A,"|"))', unit4
  line = 4_'  12  34'
  read (line, *) i, n
  print *, i, n
  line = 4_'word'
  read (line, '(A)') t
  print '(A,"|")', t
end program
