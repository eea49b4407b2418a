! A module with a procedure pointer variable, a procedure pointer dummy and
! a function returning a procedure pointer (test/driver/proc_pointer_module.test).
module quad
  implicit none
  abstract interface
    real function fun(x)
      real, intent(in) :: x
    end function
  end interface
  type entry_t
    character(len=8) :: name
    procedure(fun), pointer, nopass :: f => null()
  end type
  procedure(fun), pointer :: current => null()
contains
  real function sq(x)
    real, intent(in) :: x
    sq = x*x
  end function
  real function cube(x)
    real, intent(in) :: x
    cube = x*x*x
  end function
  real function integrate(f, a, b, n)
    procedure(fun) :: f
    real, intent(in) :: a, b
    integer, intent(in) :: n
    integer :: i
    real :: h
    h = (b - a) / n
    integrate = 0.5 * (f(a) + f(b))
    do i = 1, n - 1
      integrate = integrate + f(a + i*h)
    end do
    integrate = integrate * h
  end function
  subroutine apply(p, x)
    procedure(fun), pointer, intent(in) :: p
    real, intent(in) :: x
    print *, 'apply', p(x)
  end subroutine
  function pick(k) result(p)
    integer, intent(in) :: k
    procedure(fun), pointer :: p
    if (k == 1) then
      p => sq
    else
      p => cube
    end if
  end function
end module
