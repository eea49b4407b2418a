! Array items: whole arrays, sections, expressions, implied-do lists (nested),
! derived-type items component by component.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program io_arrays
  implicit none
  type point
    integer :: id
    real :: x, y
    character(len=3) :: tag
  end type
  integer :: a(5), b(2,3), i, j
  real(8) :: d(4)
  character(len=2) :: cs(3)
  type(point) :: p, ps(2)
  integer, allocatable :: al(:)
  a = [(i*i, i=1,5)]
  do j = 1, 3
    do i = 1, 2
      b(i,j) = i + 2*(j-1)
    end do
  end do
  d = [1.5d0, 2.5d0, 3.5d0, 4.5d0]
  cs = ['ab', 'cd', 'ef']
  print *, a
  print *, a(2:4)
  print *, a(5:1:-2)
  print *, b
  print *, b(2,:)
  print *, d
  print *, cs
  print *, (a(i), i=1,5,2)
  print *, ((b(i,j), j=1,3), i=1,2)
  print *, (i, a(i), i=1,3)
  write(*,'(5I3)') a
  write(*,'(3F5.1)') d(1:3)
  p = point(7, 1.0, 2.0, 'pq')
  print *, p
  ps(1) = point(1, 0.5, 0.25, 'a')
  ps(2) = point(2, 1.5, 1.25, 'b')
  print *, ps
  allocate(al(3))
  al = [10, 20, 30]
  print *, al
  print *, a + 1
  print *, 'i after implied do:', i
end program io_arrays
