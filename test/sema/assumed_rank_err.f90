! TYPE(*) and DIMENSION(..) are for dummies of interfaces (the calls pass
! them as gfortran does); in procedure bodies cuf90 does not support them.
! RUN: %check-diags %s
subroutine body(x, y)
  real :: x(..) ! ERROR: Assumed-rank dummy argument 'x' is supported in interface bodies only.
  type(*) :: y ! ERROR: Assumed-type dummy argument 'y' is supported in interface bodies only.
end subroutine body
program p
  implicit none
  real :: z(..) ! ERROR: Assumed-rank entity 'z' must be a dummy argument.
  interface
    subroutine ok(a, b)
      real :: a(..)
      type(*), dimension(*) :: b
    end subroutine ok
    subroutine bad(c)
      real :: c(2, ..) ! ERROR: An assumed-rank array spec of 'c' must be '(..)' alone.
    end subroutine bad
  end interface
end program
