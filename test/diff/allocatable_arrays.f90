! ALLOCATABLE arrays: ALLOCATE and DEALLOCATE with STAT= and ERRMSG=,
! ALLOCATED, reallocation to a new size, allocation with lower bounds.
! RUN: %diff-gfortran %s
program allocatable_arrays
  implicit none
  integer, allocatable :: a(:)
  real(8), allocatable :: m(:, :)
  integer :: i, st
  character(len=80) :: msg

  print *, 'allocated at start:', allocated(a)
  allocate(a(5))
  print *, 'allocated:', allocated(a), size(a)
  do i = 1, 5
    a(i) = 2 * i
  end do
  print *, a

  ! allocating an allocated array is an error reported through STAT/ERRMSG
  msg = 'unchanged'
  allocate(a(3), stat=st, errmsg=msg)
  print *, 'second allocate stat nonzero:', st /= 0
  print *, 'message: ', trim(msg)

  deallocate(a)
  print *, 'after deallocate:', allocated(a)
  msg = 'unchanged'
  deallocate(a, stat=st, errmsg=msg)
  print *, 'second deallocate stat nonzero:', st /= 0
  print *, 'message: ', trim(msg)

  allocate(a(-3:3), stat=st)
  print *, 'stat', st, lbound(a), ubound(a), size(a)
  do i = -3, 3
    a(i) = i * i
  end do
  print *, a
  deallocate(a)

  allocate(m(3, 2))
  m = 1.5d0
  m(2, 2) = -4.0d0
  print *, shape(m), m
  deallocate(m, stat=st)
  print *, 'stat', st, allocated(m)

  ! a size computed at run time, including zero
  do i = 0, 2
    allocate(a(i * 3))
    a = i
    print *, 'size', size(a), 'sum', sum(a)
    deallocate(a)
  end do
end program allocatable_arrays
