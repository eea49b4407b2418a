! submodule_apart.test: a module whose separate module procedures are in submodules of other files
module shapes
  implicit none
  private
  public :: area, describe, counter, scale_all, point, bump
  type point
    real :: x = 0, y = 0
  end type
  integer :: counter = 0
  real, parameter :: pi = 3.25
  real :: factor = 2.0  ! private: the submodule sees it by host association
  interface
    module function area(r) result(a)
      real, intent(in) :: r
      real :: a
    end function
    module subroutine describe(p, n)
      type(point), intent(in) :: p
      integer, intent(in) :: n
    end subroutine
    module subroutine scale_all(v)
      real, intent(inout) :: v(:)
    end subroutine
  end interface
contains
  subroutine bump()
    counter = counter + int(factor)  ! the module's factor
  end subroutine
end module
