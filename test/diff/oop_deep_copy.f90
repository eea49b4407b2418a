! CLASS objects with allocatable components: ALLOCATE(SOURCE=) copies them
! deeply (from a TYPE(t) and from a CLASS source, through the vtable), the
! components are freed with the object after its FINAL subroutine.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module bag_m
  implicit none
  type :: item
    character(len=8) :: tag = ''
  end type
  type, extends(item) :: vec_item
    real, allocatable :: v(:)
  contains
    final :: bye
  end type
contains
  subroutine bye(this)
    type(vec_item), intent(inout) :: this
    if (allocated(this%v)) then
      print '(a,a,i0)', 'bye ', trim(this%tag), size(this%v)
    else
      print '(a,a)', 'bye empty ', trim(this%tag)
    end if
  end subroutine
  subroutine show(x)
    class(item), intent(in) :: x
    select type (x)
    type is (vec_item)
      print '(a,a,5f6.1)', 'vec ', trim(x%tag), x%v
    class default
      print '(a,a)', 'item ', trim(x%tag)
    end select
  end subroutine
end module

program deep
  use bag_m
  implicit none
  type(vec_item) :: a
  class(item), allocatable :: b, c
  integer :: i
  a%tag = 'a'
  a%v = [1.0, 2.0, 3.0]
  allocate(b, source=a)
  a%v(1) = 10.0
  call show(a)
  call show(b)
  allocate(c, source=b)
  select type (c)
  type is (vec_item)
    c%v = [(real(i), i = 1, 5)]
    c%tag = 'c'
  end select
  call show(b)
  call show(c)
  deallocate(b)
  deallocate(c)
  print '(a)', 'end'
end program
