! WHERE constructs and statements with ELSEWHERE, FORALL, DO CONCURRENT,
! masked array operations.
! RUN: %diff-gfortran %s
program where_forall
  implicit none
  real :: x(8), y(8)
  integer :: g(5, 5), i, j

  x = [-3.0, -1.0, 0.0, 1.0, 4.0, 9.0, -16.0, 25.0]
  y = 0.0
  where (x > 0.0)
    y = sqrt(x)
  elsewhere (x == 0.0)
    y = 100.0
  elsewhere
    y = -1.0
  end where
  print *, y
  where (x < 0.0) x = -x
  print *, x

  forall (i = 1:5, j = 1:5) g(i, j) = i * 10 + j
  print *, g(2, :)
  forall (i = 1:5, j = 1:5, i > j) g(i, j) = 0
  do i = 1, 5
    print *, g(i, :)
  end do

  do concurrent (i = 1:8)
    y(i) = real(i) * 0.5
  end do
  print *, y
  print *, sum(y, mask=y > 2.0), count(mod(g, 2) == 1)
end program where_forall
