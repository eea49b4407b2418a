! -fcheck=bounds: a DIM beyond an assumed-rank object's run-time rank is
! gfortran's "Array reference out of bounds", same message and status.
! RUN: %diff-gfortran --compare-stderr -fcheck=bounds %s
program run_bounds_rank
  implicit none
  integer :: a(4, 3)
  call show(a, 2)
  call show(a, 3)
contains
  subroutine show(x, d)
    integer :: x(..)
    integer, intent(in) :: d
    print *, 'ubound', ubound(x, dim=d)
  end subroutine
end program
