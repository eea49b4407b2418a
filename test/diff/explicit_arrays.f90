! Explicit-shape arrays: one and two dimensions, non-default lower bounds,
! arrays passed to explicit-shape dummies, column-major element order.
! RUN: %diff-gfortran %s
program explicit_arrays
  implicit none
  integer :: v(10)
  real :: grid(3, 4)
  integer :: offset(-2:2)
  integer :: table(0:2, 1:3)
  integer :: i, j

  do i = 1, 10
    v(i) = i * i
  end do
  print *, v
  print *, 'sum', total(v, 10), 'partial', total(v(3:), 4)

  do j = 1, 4
    do i = 1, 3
      grid(i, j) = 10 * i + j
    end do
  end do
  print *, grid
  do i = 1, 3
    print *, grid(i, :)
  end do

  do i = -2, 2
    offset(i) = i * 3
  end do
  print *, offset, lbound(offset), ubound(offset), size(offset)

  do j = 1, 3
    do i = 0, 2
      table(i, j) = i + j
    end do
  end do
  print *, table
  call scale_matrix(grid, 3, 4, 0.5)
  print *, grid(2, :)
  call fill_row(table, 1)
  print *, table(1, :)

contains

  integer function total(a, n)
    integer, intent(in) :: n
    integer, intent(in) :: a(n)
    integer :: k
    total = 0
    do k = 1, n
      total = total + a(k)
    end do
  end function total

  subroutine scale_matrix(m, rows, cols, s)
    integer, intent(in) :: rows, cols
    real, intent(inout) :: m(rows, cols)
    real, intent(in) :: s
    integer :: r, c
    do c = 1, cols
      do r = 1, rows
        m(r, c) = m(r, c) * s
      end do
    end do
  end subroutine scale_matrix

  subroutine fill_row(t, row)
    integer, intent(inout) :: t(0:2, 3)
    integer, intent(in) :: row
    integer :: c
    do c = 1, 3
      t(row, c) = -c
    end do
  end subroutine fill_row
end program explicit_arrays
