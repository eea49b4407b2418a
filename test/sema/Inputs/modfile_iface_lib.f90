! A module whose specification part declares external procedures: an
! interface block, a generic interface of interface bodies, EXTERNAL.
module ifaces
  implicit none
  interface
    subroutine ext_bar(x)
      integer :: x
    end subroutine
  end interface
  interface pick
    subroutine pick_i(x)
      integer :: x
    end subroutine
    subroutine pick_r(x)
      real :: x
    end subroutine
  end interface
  integer, external :: ext_f
end module
