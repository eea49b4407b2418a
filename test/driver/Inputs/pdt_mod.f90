! A module with a parameterized type (pdt_modfile.test): its definition
! goes into the .mod as written, variables of an instance as type(t(8, 3)).
module pdt_mod
  implicit none
  integer, parameter :: dk = 8
  type :: t(k, n)
    integer, kind :: k = 4
    integer, len :: n = 2
    real(k) :: x(n)
  end type
  type(t(dk, 3)) :: g
contains
  subroutine fill(a, v)
    type(t(8, 3)), intent(out) :: a
    real(8), intent(in) :: v
    a%x = v
  end subroutine
end module
