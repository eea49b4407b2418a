module shapes
  implicit none
  real, parameter :: pi = 3.0
contains
  function circle_area(r) result(a)
    real, intent(in) :: r
    real :: a
    a = pi * r * r
  end function circle_area
end module shapes
