! The module of module_equiv.f90, compiled on its own: its EQUIVALENCE
! blocks reach the users through the .mod file.
module equiv_store
  implicit none
  integer :: first, second = 20
  integer :: whole(4)
  real :: r(6) = [1., 2., 3., 4., 5., 6.]
  real :: tail(3)
  character(8) :: word
  character(3) :: part
  private :: first
  equivalence (whole(1), first), (second, whole(2))
  equivalence (r(4), tail(1)), (word(3:), part)
contains
  subroutine report
    print '(A,2I4)', 'first, second', first, second
  end subroutine
end module
