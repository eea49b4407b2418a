! RUN: %diff-gfortran %s
! PROCEDURE(iface) declarations whose interface comes further down: an
! interface body later in the same specification part, an internal
! procedure of the host, and PROCEDURE(p) of a procedure p declared that
! way itself (it takes the interface once p has it).
module pdo_m
  implicit none
  procedure(twice_if) :: twice
  interface
    integer function twice_if(n)
      integer, intent(in) :: n
    end function
  end interface
end module

integer function twice(n)
  integer, intent(in) :: n
  twice = 2 * n
end function

subroutine shift(x)
  real :: x
  x = x - 1.5
end subroutine

subroutine scale(x)
  real :: x
  x = x * 3
end subroutine

program p
  use pdo_m
  implicit none
  procedure(model) :: shift
  procedure(shift) :: scale
  real :: r
  r = 4
  call shift(r)
  print *, r
  call scale(r)
  print *, r, twice(21)
contains
  subroutine model(x)
    real :: x
  end subroutine
end program
