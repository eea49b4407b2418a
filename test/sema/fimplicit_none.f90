! -fimplicit-none (gfortran): every program unit starts as under IMPLICIT
! NONE; an IMPLICIT statement still types its letters.
! RUN: %check-diags -fimplicit-none %s
subroutine typed_by_implicit(b)
  implicit real (a-h)
  c = b + 1.0
  print *, c
end

program fimplicit_none
  integer :: k
  k = 1
  ! ERROR: Symbol 'j' has no IMPLICIT type.
  j = 2
  print *, k, twice(2.0)
contains
  real function twice(x)
    real :: x
    ! ERROR: Symbol 'y' has no IMPLICIT type.
    twice = 2 * x + y
  end
end
