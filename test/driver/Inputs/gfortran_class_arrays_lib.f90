! Built by gfortran: explicit-shape and assumed-size CLASS dummies, for
! test/driver/gfortran_class_arrays.
module gca_lib
  implicit none
  type :: item
    integer :: id = 0
  contains
    procedure :: tag
  end type
contains
  integer function tag(self)
    class(item), intent(in) :: self
    tag = self%id
  end function
  subroutine fixed(u, n)
    integer, intent(in) :: n
    class(item), intent(in) :: u(n)
    integer :: k
    print '(a,*(1x,i0))', 'fixed', (u(k)%tag(), k = 1, n)
  end subroutine
  subroutine sized(u)
    class(item), intent(in) :: u(*)
    print '(a,1x,i0)', 'sized', u(2)%tag()
  end subroutine
end module
