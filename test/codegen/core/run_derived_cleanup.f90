! Derived types with allocatable components: local arrays and allocatable arrays
! of them are default-initialized when created and their components freed
! with them (checked under valgrind by hand; here against gfortran).
! RUN: %diff-gfortran %s
module bags
  implicit none
  type :: bag
    integer, allocatable :: v(:)
  end type
contains
  subroutine work(n)
    integer, intent(in) :: n
    type(bag) :: local(3)
    type(bag), allocatable :: heap(:)
    integer :: i
    do i = 1, 3
      allocate(local(i)%v(n))
      local(i)%v = i
    end do
    allocate(heap(2))
    allocate(heap(1)%v(4), heap(2)%v(5))
    heap(2)%v = 7
    print *, sum(local(2)%v), sum(heap(2)%v)
    deallocate(heap)
    allocate(heap(1))
    allocate(heap(1)%v(2))
    heap(1)%v = 3
    print *, heap(1)%v
  end subroutine
end module
program run_derived_cleanup
  use bags
  call work(4)
  call work(2)
end program run_derived_cleanup
