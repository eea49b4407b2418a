! RUN: %diff-gfortran %s
! Array assignments of derived types with allocatable components whose
! right side reads the left side's own elements: a shifted section
! (a(2:5) = a(1:4)) and a reallocating self-section (b = b(2:4)). Each
! staged element owns copies of its components, so nothing is read after
! the old elements are freed (under MALLOC_PERTURB_ the freed lists
! showed; valgrind reported reads of freed blocks).
program derived_alloc_overlap
  implicit none
  type item
    integer, allocatable :: v(:)
    character(len=:), allocatable :: tag
  end type
  type(item) :: a(5)
  type(item), allocatable :: b(:)
  integer :: i, k
  do i = 1, 5
    a(i)%v = [(10 * i + k, k = 1, i)]
    a(i)%tag = repeat(achar(96 + i), i)
  end do
  a(2:5) = a(1:4)
  do i = 1, 5
    print '(i2, 1x, a, 1x, *(i4))', i, a(i)%tag, a(i)%v
  end do
  allocate(b(5))
  do i = 1, 5
    b(i)%v = [(i * k, k = 1, 3)]
    b(i)%tag = achar(64 + i)
  end do
  b = b(2:4)
  print '(i2)', size(b)
  do i = 1, size(b)
    print '(a, 1x, *(i3))', b(i)%tag, b(i)%v
  end do
end program
