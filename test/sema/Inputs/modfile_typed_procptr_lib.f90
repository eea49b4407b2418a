! the module of modfile_typed_procptr.f90
module typed_procptrs
  implicit none
  procedure(real), pointer :: mp => null()
  procedure(real(8)), pointer :: dp
  procedure(), pointer :: sp => null()
  procedure(integer) :: iext
contains
  real function two(x)
    real, intent(in) :: x
    two = 2 * x
  end function
  real(8) function three(x)
    real(8), intent(in) :: x
    three = 3 * x
  end function
  subroutine hello(n)
    integer, intent(in) :: n
    print '(a, i0)', 'hello ', n
  end subroutine
  real function apply(f, x)
    procedure(real), pointer, intent(in) :: f
    real, intent(in) :: x
    apply = f(x) + 1
  end function
  subroutine setp(f)
    procedure(real), pointer, intent(out) :: f
    f => two
  end subroutine
end module
integer function iext(k)
  integer, intent(in) :: k
  iext = k * 10
end function
