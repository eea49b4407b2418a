! Whole-array assignment of a scalar to explicit-shape and allocatable arrays
! of several types; element-wise checks with loops.
! RUN: %diff-gfortran %s
program array_scalar_assign
  implicit none
  integer :: iv(6)
  real(8) :: rm(2, 3)
  logical :: flags(4)
  character(len=3) :: tags(3)
  complex :: zs(2)
  integer, allocatable :: dyn(:, :)
  integer :: i, j, total

  iv = 7
  print *, iv
  rm = 0.25d0
  print *, rm
  flags = .true.
  print *, flags
  tags = 'ab'
  print *, '[', tags, ']'
  zs = (1.0, -1.0)
  print *, zs

  allocate(dyn(3, 4))
  dyn = -2
  total = 0
  do j = 1, 4
    do i = 1, 3
      total = total + dyn(i, j)
    end do
  end do
  print *, 'total', total

  ! a scalar expression is evaluated once and assigned to every element
  iv = 3 * 4 + 1
  print *, iv
  rm = real(iv(1), 8) / 2
  print *, rm(2, 3)
  iv(2:5) = 0
  print *, iv
  flags(2) = .false.
  print *, count(flags), all(flags), any(flags)
end program array_scalar_assign
