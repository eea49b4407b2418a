! FORTRAN 77's converting MAX/MIN specifics (AMAX0, AMIN0: INTEGER
! arguments, REAL result; MAX1, MIN1: REAL arguments, INTEGER result),
! the GNU specifics DACOSH/DASINH/DATANH, and GNU-extension specifics
! passed as actual arguments (ACOSH, DASINH, ZSQRT, DIMAG).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program f77_specific_convert
  implicit none
  intrinsic acosh, dasinh, zsqrt, dimag
  integer :: i, j
  real :: x
  i = 3
  j = 7
  x = -2.5
  print *, amax0(i, j), amin0(i, -j, 5), max1(x, -3.5, 1.75), min1(x, 8.1)
  print *, dacosh(2d0), dasinh(0.5d0), datanh(0.25d0)
  call real_fn(acosh, 1.5)
  call dble_fn(dasinh, 0.75d0)
  call cplx_fn(zsqrt, (3d0, 4d0))
  call part_fn(dimag, (1d0, -6d0))
contains
  subroutine real_fn(f, v)
    interface
      real function f(a)
        real, intent(in) :: a
      end function
    end interface
    real :: v
    print *, f(v)
  end subroutine
  subroutine dble_fn(f, v)
    interface
      double precision function f(a)
        double precision, intent(in) :: a
      end function
    end interface
    double precision :: v
    print *, f(v)
  end subroutine
  subroutine cplx_fn(f, v)
    interface
      complex(8) function f(a)
        complex(8), intent(in) :: a
      end function
    end interface
    complex(8) :: v
    print *, f(v)
  end subroutine
  subroutine part_fn(f, v)
    interface
      real(8) function f(a)
        complex(8), intent(in) :: a
      end function
    end interface
    complex(8) :: v
    print *, f(v)
  end subroutine
end program
