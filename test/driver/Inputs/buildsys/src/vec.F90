module vec
  use kinds
  implicit none
contains
  real(rk) function vsum(a)
    real(rk), intent(in) :: a(:)
#ifdef __NVCOMPILER
    vsum = sum(a)
#else
    vsum = -1
#endif
  end function
end module
