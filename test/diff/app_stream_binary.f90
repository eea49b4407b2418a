! ACCESS='STREAM' files: a header followed by arrays, POS= positioning
! for reads and overwrites, INQUIRE of SIZE and POS, a stream of bytes
! written as CHARACTER and read back as INTEGER(1).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program stream_binary
  use iso_fortran_env, only: int8, int16, int32, int64, real32, real64
  implicit none
  integer :: u, i, pos, sz
  integer(int32) :: magic, count
  integer(int16) :: small(4)
  real(real64) :: d(5), e(5)
  real(real32) :: f
  integer(int64) :: big
  integer(int8) :: bytes(6)
  character(len=6) :: word

  open (newunit=u, file='app_stream.bin', access='stream', form='unformatted', status='replace')
  magic = 1179011410_int32
  count = 5
  write (u) magic, count
  d = [(1.5d0 * i - 2.0d0, i = 1, 5)]
  write (u) d
  small = [int(-300, int16), 7_int16, 32000_int16, -1_int16]
  write (u) small
  big = 123456789012345_int64
  write (u) big
  inquire (unit=u, pos=pos, size=sz)
  print '(a,i0,a,i0)', 'after writing: pos=', pos, ' size=', sz
  close (u)

  open (newunit=u, file='app_stream.bin', access='stream', form='unformatted', status='old')
  read (u) magic, count
  print '(a,z8,a,i0)', 'magic=', magic, ' count=', count
  read (u) e(1:count)
  print '(5f8.3)', e
  read (u, pos=9 + 8 * 5 + 2) small(1)
  print '(a,i0)', 'second int16: ', small(1)
  read (u, pos=9 + 8 * 5 + 8) big
  print '(a,i0)', 'big: ', big
  ! overwrite the third double in place, then read the whole array again
  write (u, pos=9 + 16) -99.25d0
  read (u, pos=9) e
  print '(5f8.3)', e
  close (u, status='delete')

  open (newunit=u, file='app_stream2.bin', access='stream', status='replace')
  write (u) 'ABCxyz'
  f = 1.0
  write (u) f
  close (u)
  open (newunit=u, file='app_stream2.bin', access='stream', status='old')
  read (u) bytes
  print '(6i5)', bytes
  read (u, pos=4) word(1:3)
  print '(a)', word(1:3)
  read (u, pos=7) i
  print '(a,z8.8)', 'bits of 1.0: ', i
  inquire (unit=u, size=sz)
  print '(a,i0)', 'size: ', sz
  close (u, status='delete')
end program stream_binary
