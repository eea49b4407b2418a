! I/O details: character-array internal files, formats with edit descriptors
! (B, O, Z, EN, ES, T, TL, /, :, *(...)), ADVANCE=NO with SIZE= and EOR
! on a scratch file, reads of integer(1)/integer(8)/logical/complex.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program io_details
  implicit none
  character(len=10) :: lines(3), w
  character(len=4) :: cs(2)
  integer :: i, n, ios, k(3)
  integer(1) :: b
  integer(8) :: big
  logical :: l
  complex :: z
  real(8) :: arr(2,2)
  lines(1) = '1 2 3'
  lines(2) = 'abc'
  lines(3) = '4.5'
  read(lines(1), *) k
  print *, k
  write(lines, '(A)') 'one', 'two', 'three'
  print *, lines
  read(lines, '(A)') w
  print *, w
  cs = ['ab', 'cd']
  print '(2A5)', cs
  print *, cs(1)(1:1), cs(2)(2:2)
  b = 0; big = 0
  w = '  -7'; read(w, *) b
  w = ' 1234567890'; read(w, *) big
  print *, b, big
  w = 'T'; read(w, *) l
  w = '(1.5,2.5)'; read(w, *) z
  print *, l, z
  arr = 1.5d0
  write(*, '(4F6.2)') arr
  write(*, '(*(I3))') (i, i = 1, 5)
  write(*, '(A,I0,A)', advance='no') 'x=', 5, ' '
  write(*, *) 'end'
  write(*, '(A)') repeat('-', 10)
  open(20, status='scratch')
  write(20, '(A)') 'hello world'
  rewind(20)
  read(20, '(A5)', advance='no', size=n, iostat=ios) w
  print *, n, ios, w
  read(20, '(A20)', advance='no', size=n, iostat=ios) w
  print *, n, ios, '[', w, ']'
  close(20)
end program io_details
