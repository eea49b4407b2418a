! submodule_apart.test: the module's submodule, compiled apart
submodule (shapes) shapes_impl
  implicit none
  integer :: calls = 0
  real :: factor = 3.0  ! hides the module's factor here and in the descendant
contains
  module procedure area
    call bump()
    calls = calls + 1
    a = pi * r * r * factor
  end procedure
  module subroutine describe(p, n)
    type(point), intent(in) :: p
    integer, intent(in) :: n
    print '(a,2f6.2,i3,i3)', 'point', p%x, p%y, n, helper(n)
  end subroutine
  integer function helper(k)
    integer, intent(in) :: k
    helper = k * 10 + calls
  end function
end submodule
