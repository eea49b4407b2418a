! Matrix multiplication with explicit loops (ijk and ikj orders), the
! identity, the transpose, a trace; results compared with each other.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program matmul_loops
  implicit none
  integer, parameter :: n = 4
  real(8) :: a(n, n), b(n, n), c(n, n), d(n, n), at(n, n), id(n, n)
  integer :: i, j, k
  real(8) :: trace

  do j = 1, n
    do i = 1, n
      a(i, j) = i + 2 * j
      b(i, j) = real(i - j, 8) / 2
    end do
  end do

  c = 0
  do i = 1, n
    do j = 1, n
      do k = 1, n
        c(i, j) = c(i, j) + a(i, k) * b(k, j)
      end do
    end do
  end do

  d = 0
  do j = 1, n
    do k = 1, n
      do i = 1, n
        d(i, j) = d(i, j) + a(i, k) * b(k, j)
      end do
    end do
  end do

  do i = 1, n
    print *, c(i, :)
  end do
  print *, 'orders agree:', all(c == d)

  id = 0
  do i = 1, n
    id(i, i) = 1
  end do
  d = 0
  do j = 1, n
    do k = 1, n
      do i = 1, n
        d(i, j) = d(i, j) + a(i, k) * id(k, j)
      end do
    end do
  end do
  print *, 'A*I == A:', all(d == a)

  do j = 1, n
    do i = 1, n
      at(j, i) = a(i, j)
    end do
  end do
  trace = 0
  do i = 1, n
    trace = trace + c(i, i)
  end do
  print *, 'trace', trace
  print *, 'at row 1', at(1, :)
  print *, 'sum of c', sum(c)
end program matmul_loops
