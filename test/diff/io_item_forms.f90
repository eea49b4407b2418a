! Data transfer items of every shape: sections with strides, vector
! subscripts, component arrays a(:)%x, arrays of derived types, substrings
! of array elements, nested implied-DO lists, array constructors and
! array-valued functions and expressions, zero-sized arrays, complex under
! F and E editing; the same forms read back from internal files and from an
! unformatted stream file with POS=.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program io_item_forms
  implicit none
  type pt
    integer :: x
    real :: y
  end type
  integer :: a(10), m(3, 4), i, j, v(3), u, idx(3), e(0)
  type(pt) :: ps(3)
  character(len=5) :: names(3)
  character(len=80) :: buf
  complex :: z(2)
  real :: r(6)
  integer(8) :: p8

  a = [(i * i, i = 1, 10)]
  m = reshape([(i, i = 1, 12)], [3, 4])
  idx = [10, 1, 5]
  print *, a(2:9:3), a(10:1:-4)
  print *, a(idx), m(2, :), m(:, 4)
  print *, m(1:3:2, 2:4:2)
  ps = [pt(1, 1.5), pt(2, 2.5), pt(3, 3.5)]
  print *, ps
  print *, ps%x, ps(2:3)%y
  names = ['alpha', 'beta ', 'gamma']
  print *, (names(i)(2:3), i = 1, 3), names(:)(1:1), names(3:1:-2)(2:)
  print *, ((m(i, j), j = 1, i), i = 1, 3)
  print *, [1, 2] * 3, sum(m, dim=1), maxval(m, dim=2), transpose(m(1:2, 1:2))
  print *, 'empty:', e, a(5:4), size(e)
  print '(4I4)', m
  print '(3(I2, 1X))', (m(i, :), i = 1, 3)
  z = [(1.25, -2.5), (1e5, 0.0)]
  print '(2F8.3, 1X, 2E11.3)', z
  print '(4F7.2)', z
  ! reading into the same forms
  buf = '1 2 3 4 5 6 7 8 9 10'
  a = 0
  read (buf, *) a(1:10:3), a(idx)
  print *, a
  read (buf, *) (m(i, i), i = 1, 3), ps(1:2)%x
  print *, m(1, 1), m(2, 2), m(3, 3), ps%x
  buf = '3 -1.5 4 22'
  read (buf, *) ps(3), v(2:3)
  print *, ps(3), v(2:3)
  write (buf, '(3A5)') names(3:1:-1)
  print *, buf(1:15)
  read (buf, '(3A5)') names
  print *, names
  buf = 'XXYYZZ'
  read (buf, '(3A2)') names(:)(4:5)
  print *, names
  ! stream access: positions are bytes, from 1
  open (newunit=u, file='stream.bin', access='stream', form='unformatted', status='replace')
  r = [(real(i) / 2.0, i = 1, 6)]
  write (u) r, 99_8
  read (u, pos=9) r(1)
  read (u, pos=25) p8
  print *, r(1), p8
  inquire (u, pos=p8)
  print *, 'position', p8
  write (u, pos=1) -1.0
  read (u, pos=1) r(1:2)
  print *, r(1:2)
  close (u, status='delete')
end program io_item_forms
