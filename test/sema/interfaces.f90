! Interface blocks, dummy procedures, external procedures defined later in
! the file (their definitions give the explicit interface), PROCEDURE().
! RUN: %check-diags %s
module iface_m
  implicit none
  type :: box
    real :: v
  end type
  interface
    subroutine fill(b)
      import :: box
      type(box), intent(out) :: b
    end subroutine
    subroutine bad_import(n)
      import :: missing ! ERROR: IMPORT names 'missing', which is not declared in the host
      integer :: n
    end subroutine
  end interface
  abstract interface
    real function unary(x)
      real, intent(in) :: x
    end function
  end interface
contains
  real function apply(f, x)
    procedure(unary) :: f
    real, intent(in) :: x
    apply = f(x)
  end function
  real function integrate(g, a, b)
    interface
      real function g(t)
        real, intent(in) :: t
      end function
    end interface
    real, intent(in) :: a, b
    integrate = (b - a) * g(0.5 * (a + b))
  end function
end module
program ifaces
  use iface_m
  implicit none
  real :: r
  r = apply(square, 2.0)
  r = integrate(square, 0.0, 1.0)
  r = apply(r, 2.0) ! ERROR: Actual argument for dummy procedure 'f' of 'apply' must be a procedure
  r = square(2) ! ERROR: Type mismatch in argument 'x' of 'square': passed INTEGER(4) to REAL(4)
  call show(1.0, 2) ! ERROR: Too many actual arguments in the call of 'show' (it has 1 dummy argument)
  call show(r)
contains
  real function square(x)
    real, intent(in) :: x
    square = x * x
  end function
end program
subroutine show(v)
  real, intent(in) :: v
  print *, v
end subroutine
