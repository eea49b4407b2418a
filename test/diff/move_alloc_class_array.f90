! MOVE_ALLOC of CLASS arrays moves the dynamic type with the allocation.
! RUN: %diff-gfortran %s
program p
  type t
    integer :: i
  end type
  type, extends(t) :: t2
    real :: x
  end type
  class(t), allocatable :: c(:), tmp(:)
  type(t2) :: e(3)
  e%i = [1,2,3]; e%x = [1.5,2.5,3.5]
  allocate(c, source=[t :: t(5), t(6)])
  allocate(tmp, source=e)
  call move_alloc(tmp, c)
  print *, size(c), c%i, allocated(tmp)
  select type (c)
  type is (t2)
    print *, c%x
  end select
  allocate(tmp, source=c(2:3))
  call move_alloc(tmp, c)
  print *, size(c), c%i
  select type (c)
  type is (t2)
    print *, c%x
  end select
end program
