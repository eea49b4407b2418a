! Procedure pointers: variables (=> NULL() and => a procedure), passed to a
! dummy procedure, reassigned; a component with PASS (a callback getting its
! object) called as c%tick(n); ASSOCIATED.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module cb_m
  implicit none
  abstract interface
    real function fun_i(x)
      real, intent(in) :: x
    end function
  end interface
  type :: counter
    integer :: n = 0
    procedure(tick_i), pointer :: tick => null()
  end type
  abstract interface
    subroutine tick_i(self, by)
      import :: counter
      class(counter), intent(inout) :: self
      integer, intent(in) :: by
    end subroutine
  end interface
contains
  real function sq(x)
    real, intent(in) :: x
    sq = x * x
  end function
  real function cube(x)
    real, intent(in) :: x
    cube = x * x * x
  end function
  subroutine add(self, by)
    class(counter), intent(inout) :: self
    integer, intent(in) :: by
    self%n = self%n + by
  end subroutine
  subroutine twice(self, by)
    class(counter), intent(inout) :: self
    integer, intent(in) :: by
    self%n = self%n + 2 * by
  end subroutine
  real function integrate(f, a, b, n)
    procedure(fun_i) :: f
    real, intent(in) :: a, b
    integer, intent(in) :: n
    integer :: i
    real :: h
    h = (b - a) / n
    integrate = 0
    do i = 0, n - 1
      integrate = integrate + h * f(a + (i + 0.5) * h)
    end do
  end function
end module

program cb
  use cb_m
  implicit none
  procedure(fun_i), pointer :: f => sq
  type(counter) :: c
  print '(f10.5)', f(2.0)
  print '(f10.5)', integrate(f, 0.0, 1.0, 100)
  f => cube
  print '(f10.5)', integrate(f, 0.0, 1.0, 100)
  print '(f10.5)', integrate(sq, 0.0, 2.0, 100)
  print *, associated(c%tick)
  c%tick => add
  call c%tick(3)
  call c%tick(4)
  c%tick => twice
  call c%tick(5)
  print *, c%n, associated(c%tick)
end program
