! Type-bound procedures and polymorphism: an abstract type with a DEFERRED
! binding, overriding, NOPASS, a call of the parent binding through the
! parent component, CLASS allocatables (ALLOCATE with a type-spec and
! SOURCE=), CLASS pointers, SELECT TYPE with TYPE IS / CLASS IS / DEFAULT.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
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

program main
  use shapes
  implicit none
  type(circle), target :: c
  type(rect) :: r
  type(square), target :: sq
  class(shape), allocatable :: s
  class(shape), pointer :: p
  c%r = 2.0
  c%name = 'circle'
  r%w = 2.0; r%h = 3.0; r%name = 'rect'
  print *, c%area(), r%area()
  call c%describe()
  call r%describe()
  allocate(circle :: s)
  s%name = 'dyn'
  call s%describe()
  print *, s%area()
  deallocate(s)
  allocate(s, source=r)
  call s%describe()
  p => c
  call p%describe()
  sq%w = 4; sq%h = 4; sq%name = 'sq'
  p => sq
  call p%describe()
  print *, sq%kind_name()
  select type (p)
  type is (circle)
    print *, 'circle', p%r
  class is (rect)
    print *, 'rect-like', p%w
  class default
    print *, 'other'
  end select
  p => c
  select type (q => p)
  type is (circle)
    print *, 'circle', q%r
  class default
    print *, 'other'
  end select
end program
