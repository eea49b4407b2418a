! NORM2 (whole arrays, sections, DIM=, huge REAL(8) values that overflow a plain sum of squares) and
! STORAGE_SIZE of each type, as gfortran computes them (NORM2 by its scaled sum of squares).
! RUN: %diff-gfortran %s
program t
  real :: a(5) = [3.0, -4.0, 0.0, 1.0e-3, 12.0], m(2,3)
  real(8) :: d(3) = [1d200, 1d200, 3d0]
  integer :: i
  character(len=7) :: c
  m = reshape([(real(i), i=1,6)], [2,3])
  print *, norm2(a), norm2(d), norm2([0.0, 0.0])
  print *, norm2(m, 1), norm2(m, dim=2)
  print *, storage_size(a), storage_size(d), storage_size(i), storage_size(c), storage_size(1_8, kind=8)
  print '(3es25.16)', norm2(a(1:4)), norm2(a(2:5:2)), norm2(d(2:3))
end program
