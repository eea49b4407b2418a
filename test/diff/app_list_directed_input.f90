! List-directed input in its less common forms, from an internal file
! array and from a scratch file: repeat counts (3*1.5), null values
! (consecutive commas and r*), slash terminating a record early,
! complex and logical items, quoted strings with embedded blanks,
! values spread over several records, and IOSTAT/END handling.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program list_directed_input
  implicit none
  character(len=60) :: rec(6)
  integer :: i(6), j, k, u, ios
  real :: x(5)
  complex :: z(2)
  logical :: l(3)
  character(len=10) :: s1, s2
  real(8) :: d

  rec(1) = '1, 2,, 4 3*7'
  rec(2) = '3*1.5 2*'
  rec(3) = '(1.0,-2.0) (0.5, 4)  T .false. F'
  rec(4) = '''hello world'' "it''s"   9.75d0'
  rec(5) = '10 20 / 30 40'
  rec(6) = '5*0'
  i = -1
  read (rec(1), *) i
  print '(6i4)', i
  x = -9
  read (rec(2), *) x
  print '(5f6.2)', x
  read (rec(3), *) z, l
  print '(4f6.2,3l2)', z, l
  read (rec(4), *) s1, s2, d
  print '(a,"|",a,"|",f6.2)', s1, s2, d
  i = -1
  read (rec(5), *) i
  print '(6i4)', i
  read (rec, *) i, x, z       ! records in sequence
  print '(6i4)', i
  print '(5f6.2)', x

  open (newunit=u, status='scratch')
  write (u, '(a)') '  3'
  write (u, '(a)') ' 1.25  2.5'
  write (u, '(a)') '   ,  , 7'
  write (u, '(a)') ' 100 200'
  rewind (u)
  read (u, *) k
  x = 0
  read (u, *) x(1:k)
  print '(3f7.2)', x(1:k)
  i = 0
  read (u, *) i(1:3)
  print '(3i5)', i(1:3)
  read (u, *) j, k
  print '(2i5)', j, k
  read (u, *, iostat=ios) j
  print '(a,l2)', 'end:', ios < 0
  close (u)
end program list_directed_input
