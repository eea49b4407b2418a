! Elemental procedures and intrinsics applied to arrays give arrays;
! reductions with DIM drop one rank; optional arguments and PRESENT.
! RUN: %check-diags %s
module elem_m
  implicit none
contains
  elemental real function clamp(x, lo, hi)
    real, intent(in) :: x, lo, hi
    clamp = min(max(x, lo), hi)
  end function
  subroutine opt(a, b)
    integer, intent(in) :: a
    integer, intent(in), optional :: b
    if (present(b)) print *, a + b
  end subroutine
end module
program elem
  use elem_m
  implicit none
  real :: v(10), m(3, 4), s, col(3)
  integer :: iv(10)
  v = clamp(v, 0.0, 1.0)
  m = clamp(m, -1.0, 1.0)
  s = clamp(s, 0.0, 1.0)
  v = sqrt(abs(v)) + 1
  col = sum(m, dim=2)
  iv = nint(v)
  s = sum(m)
  s = clamp(v, 0.0, 1.0) ! ERROR: Cannot assign a rank-1 array to a scalar
  call opt(1)
  call opt(1, 2)
  call opt(b=2) ! ERROR: Missing actual argument for dummy argument 'a' of 'opt'
end program
