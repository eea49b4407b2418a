! Generic type-bound operators (+, * with PASS(b) for scalar*vector, a defined
! .dot.), a type-bound ASSIGNMENT(=), binding calls on array elements.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module vec_mod
  implicit none
  type :: vec
    real :: x = 0, y = 0
  contains
    procedure :: add => vec_add
    procedure :: scale => vec_scale
    procedure, pass(b) :: rscale => vec_rscale
    procedure :: dot
    generic :: operator(+) => add
    generic :: operator(*) => scale, rscale
    generic :: operator(.dot.) => dot
    procedure :: show
    generic :: assignment(=) => from_real
    procedure :: from_real
  end type
contains
  function vec_add(a, b) result(c)
    class(vec), intent(in) :: a, b
    type(vec) :: c
    c%x = a%x + b%x
    c%y = a%y + b%y
  end function
  function vec_scale(a, s) result(c)
    class(vec), intent(in) :: a
    real, intent(in) :: s
    type(vec) :: c
    c%x = a%x * s
    c%y = a%y * s
  end function
  function vec_rscale(s, b) result(c)
    real, intent(in) :: s
    class(vec), intent(in) :: b
    type(vec) :: c
    c%x = b%x * s
    c%y = b%y * s
  end function
  real function dot(a, b)
    class(vec), intent(in) :: a, b
    dot = a%x * b%x + a%y * b%y
  end function
  subroutine show(this, label)
    class(vec), intent(in) :: this
    character(*), intent(in) :: label
    print '(a,2f8.3)', label, this%x, this%y
  end subroutine
  subroutine from_real(this, r)
    class(vec), intent(inout) :: this
    real, intent(in) :: r
    this%x = r
    this%y = -r
  end subroutine
end module

program ops
  use vec_mod
  implicit none
  type(vec) :: a, b, c, arr(3)
  integer :: i
  a = vec(1.0, 2.0)
  b = vec(0.5, -1.0)
  c = a + b
  call c%show('a+b ')
  c = a * 2.0
  call c%show('a*2 ')
  c = 3.0 * b
  call c%show('3*b ')
  print '(a,f8.3)', 'dot ', a .dot. b
  c = 5.0
  call c%show('=5  ')
  do i = 1, 3
    arr(i) = vec(real(i), real(2*i))
  end do
  call arr(2)%show('arr2')
  print *, arr(3)%dot(arr(1))
end program
