program abi_main
  implicit none
  interface
    subroutine lib_fill(a, n, base)
      integer, intent(in) :: n
      real(8), intent(out) :: a(n)
      real(8), intent(in) :: base
    end subroutine lib_fill
    real(8) function lib_sum(a, n)
      integer, intent(in) :: n
      real(8), intent(in) :: a(n)
    end function lib_sum
    subroutine lib_greet(name, ok)
      character(len=*), intent(in) :: name
      logical, intent(out) :: ok
    end subroutine lib_greet
  end interface
  real(8) :: v(4)
  logical :: ok
  call lib_fill(v, 4, 1.5d0)
  print *, v, lib_sum(v, 4)
  call lib_greet('gfortran', ok)
  print *, ok
  call lib_greet('cuf', ok)
  print *, ok
end program abi_main
