! MVBITS (positional and keyword arguments, full-width and INTEGER(8)
! fields) and GET_COMMAND with its optional LENGTH and STATUS.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program mv
  integer :: t, i
  integer(8) :: t8
  character(len=200) :: cmd
  integer :: l, st
  t = -1
  call mvbits(5, 0, 3, t, 4)
  print '(z8.8)', t
  t = 0
  call mvbits(-1, 0, 32, t, 0)
  print '(z8.8)', t
  t8 = 0
  call mvbits(int(z'F0', 8), 4, 4, t8, 60)
  print '(z16.16)', t8
  t = 7
  call mvbits(from=t, frompos=1, len=2, to=i, topos=0)
  i = 0
  call mvbits(t, 1, 2, i, 0)
  print *, i
  call get_command(cmd, l, st)
  print *, l > 0, st
  call get_command(length=l)
  print *, l > 0
end program
