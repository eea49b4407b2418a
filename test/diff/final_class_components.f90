! An allocatable CLASS component is finalized through its dynamic type when
! the object holding it goes away, and the CLASS result of a function used
! as SOURCE= is finalized once ALLOCATE has copied it.
! RUN: %diff-gfortran %s
module fcc_m
  implicit none
  type, abstract :: shape
    integer :: id = 0
  end type
  type, extends(shape) :: circle
    real :: r = 1.0
  contains
    final :: circle_gone
  end type
  type :: scene
    class(shape), allocatable :: item
    integer, allocatable :: marks(:)
  end type
contains
  subroutine circle_gone(c)
    type(circle), intent(inout) :: c
    print '(a,i0)', 'circle gone ', c%id
  end subroutine
  function make(id) result(s)
    integer, intent(in) :: id
    class(shape), allocatable :: s
    allocate(circle :: s)
    s%id = id
  end function
  subroutine build()
    type(scene), allocatable :: a
    type(scene) :: b
    class(shape), allocatable :: c
    allocate(a)
    allocate(a%item, source=make(1))
    print '(a)', 'allocated a%item'
    allocate(b%item, source=make(2))
    allocate(c, source=make(3))
    print '(a)', 'deallocate a'
    deallocate(a)
    print '(a)', 'leaving build'
  end subroutine
end module

program final_class_components
  use fcc_m
  implicit none
  call build()
  print '(a)', 'done'
end program
