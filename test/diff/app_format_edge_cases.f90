! Formatted I/O edge cases: format reversion with nested groups, scale
! factors (kP) on F, E and G, D exponents, E with an exponent width,
! G choosing F or E by magnitude, Iw.m and zero, SP/SS/S, BN/BZ and an
! implied decimal point on input, TL/TR/T tabs overwriting, the colon
! terminating output, and the field of asterisks when a value overflows.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program format_edge_cases
  implicit none
  real :: x(7), r
  real(8) :: d
  integer :: i, n(5), k
  character(len=40) :: line
  character(len=12) :: inp

  x = [0.0, 1.0, -2.5, 123.456, 1.0e-5, 9.99999e5, -7.0e12]
  print '(3(f9.3,1x))', x
  print '(a,(2(i3,":",f6.1)))', 'pairs', (i, x(i), i = 1, 5)
  print '(1p,3e12.3)', x(1:3)
  print '(2p,f10.3,-1p,f10.3,0p,f10.3)', 1.5, 1.5, 1.5
  print '(1p,g12.4,0p,g12.4)', 3.14159, 3.14159
  do i = 1, size(x)
    print '(i2,g14.5,1x,e14.6e3,1x,es11.3,1x,en12.3)', i, x(i), x(i), x(i), x(i)
  end do
  d = 6.02214076d23
  print '(d15.6,1x,e15.6,1x,1pd15.6)', d, d, d
  print '(e10.2e1)', 1.0e-3
  n = [0, 7, -42, 1000, 123456]
  print '(5i6.3)', n
  print '(5i0)', n
  print '(i4)', 123456
  print '(f5.2)', 123.456
  print '(sp,3i5,ss,3i5)', n(1:3), n(1:3)
  print '(sp,f8.2,s,f8.2)', 2.5, 2.5
  print '(a,t10,a,tl6,a,tr2,a)', 'start', 'tenth', 'back', 'fwd'
  print '(3(i3,:," | "))', n(1:2)
  print '(3(i3," | "))', n(1:2)
  print '(a,2x,l3,l1)', 'logicals', .true., .false.
  print '(b12.10,1x,o8.6,1x,z6.4)', 37, 37, 255

  inp = '  1 2 3'
  read (inp, '(bn,i7)') k
  print '(a,i0)', 'BN read: ', k
  read (inp, '(bz,i7)') k
  print '(a,i0)', 'BZ read: ', k
  inp = '12345'
  read (inp, '(f5.2)') r
  print '(a,f8.3)', 'implied decimal: ', r
  inp = '1.5e2'
  read (inp, '(f5.2)') r
  print '(a,f8.3)', 'explicit exponent: ', r
  inp = '  -3.75 '
  read (inp, '(f8.0)') r
  print '(a,f8.3)', 'with point: ', r
  inp = '123456'
  read (inp, '(2i3)') n(1:2)
  print '(a,2i5)', 'split: ', n(1:2)
  write (line, '(a,i3.3,a,f0.4,a,es9.2)') '<', 7, '|', 3.0 / 7.0, '|', 4.0e-7
  print '(a)', trim(line) // '>'
  write (line, '(5(i2,1x))') (i * i, i = 1, 8)
  print '(a)', trim(line)
end program format_edge_cases
