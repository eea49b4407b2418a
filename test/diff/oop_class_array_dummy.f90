! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
! CLASS(t) assumed-shape array dummies receiving arrays of extensions of t:
! elements addressed with the dynamic type's size, type-bound calls on
! elements dispatched through the array's vtable, SELECT TYPE on an
! element, whole-array component expressions, sections, passing on.
module shapes_arr
  implicit none
  type, abstract :: shape
    integer :: id = 0
  contains
    procedure(area_if), deferred :: area
    procedure :: describe
  end type shape
  abstract interface
    real function area_if(s)
      import shape
      class(shape), intent(in) :: s
    end function area_if
  end interface
  type, extends(shape) :: circle
    real :: r = 1
  contains
    procedure :: area => circle_area
  end type circle
  type, extends(shape) :: rect
    real :: w = 1, h = 1
    character(len=6) :: label = 'rect'
  contains
    procedure :: area => rect_area
  end type rect
contains
  real function circle_area(s)
    class(circle), intent(in) :: s
    circle_area = 3.0 * s%r**2
  end function circle_area
  real function rect_area(s)
    class(rect), intent(in) :: s
    rect_area = s%w * s%h
  end function rect_area
  subroutine describe(s)
    class(shape), intent(in) :: s
    select type (s)
    type is (circle)
      write (*, '(a, i3, a, f6.2)') ' circle', s%id, ' r=', s%r
    type is (rect)
      write (*, '(a, i3, 1x, a, 2f6.2)') ' rect  ', s%id, s%label, s%w, s%h
    end select
  end subroutine describe

  real function total_area(list)
    class(shape), intent(in) :: list(:)
    integer :: i
    total_area = 0
    do i = 1, size(list)
      total_area = total_area + list(i)%area()
    end do
  end function total_area

  subroutine report(title, list)
    character(len=*), intent(in) :: title
    class(shape), intent(in) :: list(:)
    integer :: i
    write (*, '(a, i3, f10.3, i6)') title, size(list), total_area(list), sum(list%id)
    do i = lbound(list, 1), ubound(list, 1)
      call list(i)%describe()
    end do
  end subroutine report

  ! the shape parts of the elements, passed on to TYPE(shape)-less views
  subroutine ids(list)
    class(shape), intent(in) :: list(:)
    call show_ids(list)
    call show_ids(list(size(list):1:-1))
    call first_two(list)
  end subroutine ids
  subroutine show_ids(list)
    class(shape), intent(in) :: list(:)
    integer :: i
    write (*, '(a, 5i4)') ' ids', (list(i)%id, i = 1, size(list))
  end subroutine show_ids
  subroutine first_two(list)
    class(shape), intent(in) :: list(2)
    write (*, '(a, 2i4)') ' first two', list(1)%id, list(2)%id
  end subroutine first_two

  subroutine renumber(list, first)
    class(shape), intent(inout) :: list(:)
    integer, intent(in) :: first
    integer :: i
    do i = 1, size(list)
      list(i)%id = first + i - 1
    end do
  end subroutine renumber
end module shapes_arr

program oop_class_array_dummy
  use shapes_arr
  implicit none
  type(circle) :: cs(4)
  type(rect) :: rs(3)
  integer :: i
  cs%r = [(0.5 * i, i = 1, 4)]
  rs%w = [2.0, 3.0, 4.0]
  rs%h = [1.0, 0.5, 0.25]
  rs(2)%label = 'square'
  call renumber(cs, 10)
  call renumber(rs, 20)
  call report('circles', cs)
  call report('rects', rs)
  call report('odd circles', cs(1:4:2))
  call report('reversed rects', rs(3:1:-1))
  call renumber(rs(2:3), 90)
  write (*, '(3i4)') rs%id
  call ids(rs)
  call ids(cs(2:4))
  write (*, '(f10.3)') total_area(cs(2:2)) + total_area(rs)
end program oop_class_array_dummy
