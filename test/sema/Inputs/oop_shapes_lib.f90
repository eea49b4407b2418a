! The module of test/sema/oop_modfile.f90: an abstract type with a DEFERRED
! binding and extensions overriding it, written to shapes.mod.
module shapes
  implicit none
  type, abstract :: shape
    character(len=8) :: name = 'shape'
  contains
    procedure(area_i), deferred :: area
    procedure :: describe
  end type
  abstract interface
    real function area_i(this)
      import :: shape
      class(shape), intent(in) :: this
    end function
  end interface
  type, extends(shape) :: circle
    real :: r = 1.0
  contains
    procedure :: area => circle_area
  end type
  type, extends(shape) :: rect
    real :: w = 1.0, h = 1.0
  contains
    procedure :: area => rect_area
    procedure :: describe => rect_describe
  end type
  type, extends(rect) :: square
  contains
    procedure, nopass :: kind_name
    procedure :: describe => square_describe
  end type
contains
  real function circle_area(this)
    class(circle), intent(in) :: this
    circle_area = 3.0 * this%r**2
  end function
  real function rect_area(this)
    class(rect), intent(in) :: this
    rect_area = this%w * this%h
  end function
  subroutine describe(this)
    class(shape), intent(in) :: this
    print '(a,a,f8.3)', 'shape ', this%name, this%area()
  end subroutine
  subroutine rect_describe(this)
    class(rect), intent(in) :: this
    print '(a,2f6.2)', 'rect sides', this%w, this%h
  end subroutine
  subroutine square_describe(this)
    class(square), intent(in) :: this
    print '(a)', 'square:'
    call this%rect%describe()
  end subroutine
  function kind_name() result(s)
    character(len=6) :: s
    s = 'square'
  end function
end module

