! Generic type-bound procedures by name (specifics chosen by the actuals,
! one overridden in an extension), NON_OVERRIDABLE, a CHARACTER function
! binding dispatched inside an expression, bindings of components (TYPE and
! CLASS allocatable).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module gen_m
  implicit none
  type :: printer
    character(len=5) :: prefix = '>>'
  contains
    procedure :: put_int, put_real, put_pair
    generic :: put => put_int, put_real, put_pair
    procedure, non_overridable :: banner
    procedure :: label
  end type
  type, extends(printer) :: loud_printer
  contains
    procedure :: put_int => loud_int
    procedure :: label => loud_label
  end type
  type :: holder
    type(loud_printer) :: p
    class(printer), allocatable :: q
  end type
contains
  subroutine put_int(this, i)
    class(printer), intent(in) :: this
    integer, intent(in) :: i
    print '(a,1x,i0)', trim(this%prefix), i
  end subroutine
  subroutine loud_int(this, i)
    class(loud_printer), intent(in) :: this
    integer, intent(in) :: i
    print '(a,1x,i0,a)', trim(this%prefix), i, '!!!'
  end subroutine
  subroutine put_real(this, x)
    class(printer), intent(in) :: this
    real, intent(in) :: x
    print '(a,1x,f6.2)', trim(this%prefix), x
  end subroutine
  subroutine put_pair(this, i, j)
    class(printer), intent(in) :: this
    integer, intent(in) :: i, j
    print '(a,1x,i0,",",i0)', trim(this%prefix), i, j
  end subroutine
  subroutine banner(this)
    class(printer), intent(in) :: this
    print '(a)', '== '//this%label()//' =='
  end subroutine
  function label(this) result(s)
    class(printer), intent(in) :: this
    character(len=8) :: s
    s = 'plain'
  end function
  function loud_label(this) result(s)
    class(loud_printer), intent(in) :: this
    character(len=8) :: s
    s = 'LOUD'
  end function
end module

program gen
  use gen_m
  implicit none
  type(printer) :: p
  type(holder) :: h
  class(printer), allocatable :: c
  call p%put(1)
  call p%put(2.5)
  call p%put(3, 4)
  call p%banner()
  h%p%prefix = '##'
  call h%p%put(5)
  call h%p%put(6.5)
  call h%p%banner()
  allocate(loud_printer :: h%q)
  call h%q%put(7)
  call h%q%banner()
  allocate(c, source=h%p)
  call c%put(8)
  call c%put(1, 2)
  print '(a)', c%label()
end program
