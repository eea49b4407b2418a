! Internal files: WRITE to and READ from character variables, list-directed
! and formatted, IOSTAT=, IOMSG=, END=.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program io_internal
  implicit none
  character(len=30) :: buf
  character(len=80) :: msg
  character(len=6) :: recs(3)
  integer :: i, j, ios
  real :: x
  write(buf, '(I4,A,F6.2)') 12, ' and ', 1.5
  print *, '[', buf, ']'
  write(buf, *) 99, 'z'
  print *, '[', trim(buf), ']'
  buf = '  17   23  4.5'
  read(buf, *) i, j, x
  print *, i, j, x
  read(buf, '(I4)') i
  print *, i
  buf = 'abc'
  read(buf, *, iostat=ios) i
  print *, 'iostat nonzero:', ios /= 0
  buf = ''
  read(buf, *, iostat=ios, iomsg=msg) i
  print *, 'end of file:', ios < 0
  read(buf, *, end=10) i
  print *, 'not reached'
10 continue
  print *, 'END= taken'
  write(recs, '(A)') 'one', 'two', 'three'
  print *, recs
  recs(2) = '  42'
  read(recs(2:3), '(I6)') i
  print *, i
  write(recs, '(I3)') 1, 2, 3
  print *, '[', recs(1), '][', recs(3), ']'
end program io_internal
