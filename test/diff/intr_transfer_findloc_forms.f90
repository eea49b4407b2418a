! TRANSFER: scalar and array results, SIZE=, integer kinds 1/2/4/8, real 4/8,
! complex, character sources and molds, sections as sources, results in
! expressions; FINDLOC on ranks 1 to 3 with DIM=, MASK= (array and scalar),
! KIND= and BACK=, on integer, real, complex and character arrays.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program intr_transfer_findloc
  implicit none
  integer(1) :: b(8), bb(16)
  integer(2) :: h(4)
  integer :: i4(4), i, j, k, a3(2,3,4), m2(3,4)
  integer(8) :: i8
  real :: r4(2)
  real(8) :: d, dv(2)
  complex :: z, zz(2,2)
  character(len=8) :: s
  character(len=3) :: cs(2,2)
  d = 1.5d0
  b = transfer(d, b)
  print *, b
  print *, transfer(b, 1.0d0), transfer(b, 1_8)
  print *, transfer(b, [1_2])
  print *, transfer(b, 1_2, 3)
  print *, size(transfer(b, [1_2])), size(transfer(b(1:5), [1_4]))
  h = transfer(b, h)
  print *, h
  i8 = transfer(h, i8)
  print *, i8
  i4(1:2) = transfer(-1_8, i4, 2)
  print *, i4(1:2)
  dv = [1.0d0, -2.0d0]
  bb = transfer(dv, bb)
  print *, bb
  print *, transfer(bb(::2), 1_4, 2)
  r4 = transfer(dv(2), r4)
  print *, r4
  z = (1.0, -2.0)
  print *, transfer(z, 1_8), transfer(z, [1.0])
  print *, transfer(transfer(z, [1_1]), z)
  s = 'ABCDEFGH'
  print *, transfer(s, 1_8), transfer(s, [1_4])
  print *, transfer(1145258561, 'xxxx')
  print *, transfer(transfer('hello', [1_1]), 'x', 5)
  print *, sum(transfer(b, [1_2])) + 1, 2 * transfer(d, 1_8)
  ! FINDLOC
  a3 = reshape([(mod(i * 7, 5), i = 1, 24)], [2, 3, 4])
  m2 = reshape([(mod(i, 4), i = 1, 12)], [3, 4])
  print *, findloc([3, 1, 3, 2], 3), findloc([3, 1, 3, 2], 3, back=.true.)
  print *, findloc([3, 1, 3, 2], 3, dim=1), findloc([3, 1, 3, 2], 3, dim=1, back=.true.)
  print *, findloc([3, 1, 3, 2], 7), findloc([integer ::], 7)
  print *, findloc(m2, 2), findloc(m2, 2, back=.true.), findloc(m2, 9)
  print *, findloc(m2, 1, dim=1), findloc(m2, 1, dim=2)
  print *, findloc(m2, 1, dim=1, back=.true.), findloc(m2, 1, dim=2, back=.true.)
  print *, findloc(m2, 2, mask=m2 > 0 .and. reshape([(i > 6, i = 1, 12)], [3, 4]))
  print *, findloc(m2, 0, dim=2, mask=.true.), findloc(m2, 0, mask=.false.)
  print *, findloc(a3, 3), findloc(a3, 3, back=.true.)
  print *, findloc(a3, 0, dim=1)
  print *, findloc(a3, 0, dim=2)
  print *, findloc(a3, 0, dim=3, back=.true.)
  k = 2
  print *, findloc(a3, 4, dim=k), findloc(m2, 3, dim=k)
  print *, findloc(m2(::2, 2:), 3), findloc(m2(3:1:-1, :), 3, dim=1)
  print *, kind(findloc(m2, 3, kind=8)), findloc(m2, 3, kind=8), findloc(m2, 3, dim=1, kind=2)
  print *, findloc([1.5d0, 2.5d0, 1.5d0], 1.5d0, back=.true.), findloc(reshape([1.0, 2.0, 3.0, 2.0], [2, 2]), 2.0)
  zz = reshape([(1.0, 2.0), (3.0, 4.0), (1.0, 2.0), (5.0, 0.0)], [2, 2])
  print *, findloc(zz, (1.0, 2.0)), findloc(zz, (1.0, 2.0), back=.true.), findloc(zz, (5.0, 0.0), dim=2)
  cs = reshape(['ab ', 'cd ', 'ab ', 'ef '], [2, 2])
  print *, findloc(cs, 'ab'), findloc(cs, 'ab', back=.true.), findloc(cs, 'ef', dim=1)
  print *, findloc(['x', 'y', 'x'], 'x', back=.true.), findloc([1_1, 2_1], 2_1), findloc([1_8, 2_8], 2)
  j = findloc([10, 20, 30], 20, dim=1) + 100
  print *, j, sum(findloc(a3, 1))
end program
