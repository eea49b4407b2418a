! TYPE(*) and DIMENSION(..) entities are dummies; in procedure bodies an
! assumed-rank object is only an actual argument (of an assumed-rank
! dummy), the argument of an inquiry intrinsic or a SELECT RANK selector,
! and an assumed-type one only an actual argument or an inquiry's argument.
! RUN: %check-diags %s
module m
  implicit none
contains
  subroutine takes_any(a)
    real :: a(..)
  end subroutine
  subroutine takes_vector(v)
    real :: v(:)
  end subroutine
  subroutine body(x, y, p, q)
    real :: x(..)
    type(*) :: y
    real, pointer :: p(..)
    real, allocatable :: q(..)
    real :: r
    integer :: n
    n = rank(x) + size(x) + lbound(x, 2) + ubound(x, dim=1)
    n = size(shape(x))
    call takes_any(x)
    r = x ! ERROR: Assumed-rank variable 'x' may only be used as an actual argument
    r = x(1) ! ERROR: Assumed-rank variable 'x' may only be used as an actual argument
    print *, y ! ERROR: Assumed-type variable 'y' may only be used as an actual argument.
    call takes_vector(x) ! ERROR: Assumed-rank actual argument 'x' needs an assumed-rank dummy argument, not 'v' of 'takes_vector'.
    n = size(x, 16) ! ERROR: DIM argument of 'size' must be between 1 and 15, not 16.
    select rank (x)
    rank (0)
      r = x
    rank (1)
      r = x(1)
    rank (2)
      r = x(1, 1)
    rank (2) ! ERROR: RANK (2) appears twice in the SELECT RANK construct (first at line 35).
    rank (16) ! ERROR: RANK (16) is not a rank between 0 and 15.
    rank (n) ! ERROR: The rank in RANK (...) must be a scalar INTEGER constant expression.
    rank (*)
      r = x(2)
    rank (*) ! ERROR: RANK (*) appears twice in the SELECT RANK construct (first at line 40).
    rank default
      n = rank(x)
    rank default ! ERROR: RANK DEFAULT appears twice in the SELECT RANK construct (first at line 43).
    end select
    select rank (p)
    rank (*) ! ERROR: RANK (*) is not allowed for the POINTER selector 'p'.
    end select
    select rank (q)
    rank (*) ! ERROR: RANK (*) is not allowed for the ALLOCATABLE selector 'q'.
    end select
    select rank (r) ! ERROR: Selector of SELECT RANK must be an assumed-rank array.
    rank (0)
    end select
  end subroutine
end module
program p
  implicit none
  real :: z(..) ! ERROR: Assumed-rank entity 'z' must be a dummy argument.
  type(*) :: w ! ERROR: Assumed-type entity 'w' must be a dummy argument.
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
