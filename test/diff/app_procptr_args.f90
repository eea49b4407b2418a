! Procedure pointers: ASSOCIATED(p) and ASSOCIATED(p, proc), a pointer
! passed to an INTENT(OUT) procedure-pointer dummy, and structure
! constructors with a procedure-pointer component.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module fm_pp
  abstract interface
    real function fx(x)
      real, intent(in) :: x
    end function
  end interface
contains
  real function sq(x)
    real, intent(in) :: x
    sq = x * x
  end function
  real function cube(x)
    real, intent(in) :: x
    cube = x ** 3
  end function
  subroutine pick(n, p)
    integer, intent(in) :: n
    procedure(fx), pointer, intent(out) :: p
    if (n == 2) then
      p => sq
    else
      p => cube
    end if
  end subroutine
end module fm_pp
program pp
  use fm_pp
  procedure(fx), pointer :: p => null()
  type t
    procedure(fx), pointer, nopass :: f => null()
  end type
  type(t) :: tt(2)
  print *, associated(p)
  call pick(2, p)
  print *, p(3.0), associated(p, sq)
  call pick(3, p)
  print *, p(3.0)
  tt(1)%f => sq
  tt(2) = t(cube)
  print *, tt(1)%f(2.0), tt(2)%f(2.0)
end program
