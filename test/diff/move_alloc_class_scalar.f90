! MOVE_ALLOC between polymorphic allocatable scalars moves the dynamic
! type with the allocation; a TYPE(t) FROM gives a CLASS TO the type t.
! RUN: %diff-gfortran %s
module shapes_mv
  implicit none
  type :: shape
    integer :: id = 1
  end type
  type, extends(shape) :: circle
    real :: r = 2.5
  end type
contains
  subroutine describe(s)
    class(shape), intent(in) :: s
    select type (s)
    type is (shape)
      print *, 'shape', s%id
    type is (circle)
      print *, 'circle', s%id, s%r
    end select
  end subroutine
end module

program move_alloc_class_scalar
  use shapes_mv
  implicit none
  class(shape), allocatable :: a, b
  type(circle), allocatable :: c
  class(*), allocatable :: u, w

  allocate (a)
  allocate (circle :: b)
  select type (b)
  type is (circle)
    b%id = 7
    b%r = 4.0
  end select
  call move_alloc(b, a)
  call describe(a)
  print *, allocated(a), allocated(b)

  allocate (c)
  c%id = 9
  call move_alloc(c, a)
  call describe(a)
  print *, allocated(c)

  allocate (w, source=42)
  call move_alloc(w, u)
  select type (u)
  type is (integer)
    print *, 'integer', u
  class default
    print *, 'other'
  end select
  print *, allocated(u), allocated(w)
end program
