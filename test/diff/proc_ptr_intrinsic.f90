! Procedure pointers (variables and components) associated with specific
! intrinsic procedures: COS, ABS, DSQRT (declared INTRINSIC), SIN.
! RUN: %diff-gfortran %s
module m
  implicit none
  abstract interface
    real function r1(x)
      real, intent(in) :: x
    end function
    double precision function d1(x)
      double precision, intent(in) :: x
    end function
  end interface
  type holder
    procedure(r1), pointer, nopass :: f => null()
  end type
end module
program p
  use m
  implicit none
  intrinsic :: dsqrt
  procedure(r1), pointer :: f
  procedure(d1), pointer :: g
  type(holder) :: h
  f => cos
  print *, f(0.0), f(3.14159265)
  f => abs
  print *, f(-2.5)
  g => dsqrt
  print *, g(16d0)
  h%f => sin
  print *, h%f(0.5)
end program
