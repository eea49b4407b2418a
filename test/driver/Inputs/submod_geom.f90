module geom
  implicit none
  private
  public :: area, show, scale
  real, parameter :: k = 3.0
  interface
    module function area(r) result(a)
      real, intent(in) :: r
      real :: a
    end function
    module subroutine show(x)
      real, intent(in) :: x
    end subroutine
  end interface
  interface scale
    module function scale_int(n)
      integer, intent(in) :: n
      integer :: scale_int
    end function
  end interface
end module
