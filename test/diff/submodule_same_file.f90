! F2008 submodules in the file of their module: separate module procedures
! declared by MODULE FUNCTION/SUBROUTINE interfaces and implemented in a
! submodule (full header or MODULE PROCEDURE name), in a nested submodule and
! in the module's own CONTAINS; the submodule sees the module's PRIVATE
! entities; its own variables and helpers stay hidden from users.
! RUN: %diff-gfortran %s
module shapes
  implicit none
  private
  public :: area, show, scaled, bump, total, describe, twice, norm2d, half, plain
  real, parameter :: factor = 3.0
  integer :: calls = 0
  type, public :: vec
    real :: x, y
  end type
  interface
    module function area(r) result(a)
      real, intent(in) :: r
      real :: a
    end function
    module subroutine show(x)
      real, intent(in) :: x
    end subroutine
    module function scaled(v, s)
      real, intent(in) :: v(:), s
      real :: scaled(size(v))
    end function
    module subroutine bump(n)
      integer, intent(inout) :: n
    end subroutine
    module function describe(k) result(s)
      integer, intent(in) :: k
      character(len=8) :: s
    end function
    recursive module function twice(n) result(r)
      integer, intent(in) :: n
      integer :: r
    end function
    module real function norm2d(v)
      type(vec), intent(in) :: v
    end function
  end interface
  interface half
    module function half_int(n)
      integer, intent(in) :: n
      integer :: half_int
    end function
    module function half_real(x)
      real, intent(in) :: x
      real :: half_real
    end function
  end interface
contains
  ! a MODULE prefix without an interface: an ordinary module procedure (as gfortran)
  module integer function plain(k)
    integer, intent(in) :: k
    plain = k * k
  end function
  module subroutine bump(n)
    integer, intent(inout) :: n
    n = n + 1
    calls = calls + 1
  end subroutine
  integer function total()
    total = calls
  end function
end module

submodule (shapes) shapes_impl
  implicit none
  integer :: hidden_count = 100
contains
  module function area(r) result(a)
    real, intent(in) :: r
    real :: a
    a = factor * r * r
    calls = calls + 1
    hidden_count = hidden_count + helper(1)
  end function
  integer function helper(k)
    integer, intent(in) :: k
    helper = 10 * k
  end function
  module procedure show
    print '(a,f8.3,a,i0)', 'x =', x, ' hidden=', hidden_count
  end procedure show
  module procedure scaled
    scaled = v * s
  end procedure
  module procedure half_int
    half_int = n / 2
  end procedure
  module function half_real(x)
    real, intent(in) :: x
    real :: half_real
    half_real = x / 2
  end function
end submodule shapes_impl

submodule (shapes:shapes_impl) shapes_deeper
contains
  module procedure describe
    write (s, '(a,i3)') 'k=', k + helper(2)
  end procedure
  module procedure twice
    if (n <= 0) then
      r = 0
    else
      r = 2 + twice(n - 1)
    end if
  end procedure
  module real function norm2d(v)
    type(vec), intent(in) :: v
    norm2d = sqrt(v%x**2 + v%y**2)
  end function
end submodule

program p
  use shapes
  implicit none
  integer :: n
  real :: hidden_count
  hidden_count = -1.0
  call show(area(2.0))
  call show(area(0.5))
  print '(3f6.2)', scaled([1.0, 2.0, 3.0], 1.5)
  n = 4
  call bump(n)
  print '(a,i0,a,i0)', 'n=', n, ' calls=', total()
  print '(a)', describe(7)
  print '(i0)', twice(5)
  print '(f6.3)', norm2d(vec(3.0, 4.0))
  print '(f5.1)', hidden_count
  print '(i0,1x,f4.1,1x,i0)', half(9), half(9.0), plain(6)
end program
