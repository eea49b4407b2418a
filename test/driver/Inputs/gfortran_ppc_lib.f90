! A gfortran-built module whose type has procedure pointer components (NOPASS and PASS), set by the module.
module ppm
  implicit none
  abstract interface
    real function fun(x)
      real, intent(in) :: x
    end function
  end interface
  type :: holder
    integer :: n = 0
    procedure(fun), pointer, nopass :: f => null()
    procedure(act), pointer :: g => null()
  end type
  abstract interface
    subroutine act(self, k)
      import holder
      class(holder), intent(inout) :: self
      integer, intent(in) :: k
    end subroutine
  end interface
contains
  real function twice(x)
    real, intent(in) :: x
    twice = 2 * x
  end function
  subroutine bump(self, k)
    class(holder), intent(inout) :: self
    integer, intent(in) :: k
    self%n = self%n + k
  end subroutine
  subroutine setup(h)
    type(holder), intent(out) :: h
    h%f => twice
    h%g => bump
  end subroutine
end module
