! The DEC PARAMETER statement without parentheses (gfortran and nvfortran
! take it), beside the standard form and the attribute.
! RUN: %diff-gfortran %s
subroutine areas(r, a1, a2)
  implicit none
  real(8) :: pi1, pi2, r, a1, a2
  integer :: n
  parameter (pi1 = 3.141592653589793d0)
  parameter pi2 = 3.141592653589793d0, n = 2
  real(8), parameter :: half = 0.5d0
  a1 = pi1 * r**n
  a2 = half * pi2 * r**n
end subroutine

program dec_parameter
  real(8) :: a1, a2
  call areas(2d0, a1, a2)
  print *, a1, a2
end program
