! Array sections and whole-array expressions: strided sections, sections of
! 2-D arrays, section assignment, elemental intrinsics on arrays, reductions,
! vector subscripts.
! RUN: %diff-gfortran %s
program array_sections
  implicit none
  integer :: a(10), b(5), idx(3)
  real :: m(4, 4), row(4)
  integer :: i, j

  a = [(i, i = 1, 10)]
  print *, a(2:6), '|', a(1:10:3), '|', a(10:1:-2)
  b = a(1:9:2) * 10
  print *, b
  a(1:5) = a(6:10)
  print *, a
  a(2:10:2) = 0
  print *, a, sum(a), maxval(a), minval(a)

  do j = 1, 4
    do i = 1, 4
      m(i, j) = real(10 * i + j)
    end do
  end do
  row = m(2, :)
  print *, row
  print *, m(:, 3)
  print *, m(2:3, 2:3)
  m(1, :) = m(1, :) + 0.5
  print *, m(1, :)
  print *, sum(m), sum(m(:, 1)), maxval(m(3, :))
  print *, abs(m(4, :) - 50.0)

  idx = [3, 1, 2]
  print *, b(idx), b([5, 5, 1])
  b(idx) = -b(idx)
  print *, b
  print *, count(a > 5), any(b < 0), all(b /= 0)
  print *, size(m(2:4, :)), shape(m(2:4, 1:4:2))
end program array_sections
