! Calls checked against explicit interfaces (module, internal, interface
! block, and external procedures defined later in the same file).
! RUN: %check-diags %s
module calls_m
  implicit none
contains
  subroutine two(a, b, c)
    integer, intent(in) :: a
    real, intent(out) :: b
    integer, intent(in), optional :: c
    b = a
  end subroutine
  integer function f(x)
    real, intent(in) :: x
    f = int(x)
  end function
  subroutine arr(v, w)
    real, intent(inout) :: v(:)
    real, allocatable, intent(inout) :: w(:)
  end subroutine
end module
program calls
  use calls_m
  implicit none
  interface
    subroutine ext(n)
      integer, intent(in) :: n
    end subroutine
  end interface
  real :: r, v(4)
  real, allocatable :: w(:)
  integer :: k
  call two(1, r)
  call two(1, r, 3)
  call two(c=3, b=r, a=1)
  call two(1) ! ERROR: Missing actual argument for dummy argument 'b' of 'two'
  call two(1, r, 3, 4) ! ERROR: Too many actual arguments in the call of 'two' (it has 3 dummy arguments)
  call two(1, r, d=4) ! ERROR: 'd' is not a dummy argument of 'two'
  call two(a=1, r) ! ERROR: Positional argument follows a keyword argument in the call of 'two'
  call two(1.0, r) ! ERROR: Type mismatch in argument 'a' of 'two': passed REAL(4) to INTEGER(4)
  call two(1, 2.0) ! ERROR: Actual argument for INTENT(OUT) dummy 'b' of 'two' must be a definable variable
  call two(1, r, a=2) ! ERROR: Dummy argument 'a' of 'two' is associated twice
  k = f(2.0)
  k = f(2) ! ERROR: Type mismatch in argument 'x' of 'f': passed INTEGER(4) to REAL(4)
  call f(2.0) ! ERROR: 'f' is a function, not a subroutine
  k = two(1, r) ! ERROR: 'two' is a subroutine, not a function
  call arr(v, w)
  call arr(r, w) ! ERROR: Rank mismatch in argument 'v' of 'arr' (rank-1 and scalar)
  call arr(v, v) ! ERROR: Actual argument for ALLOCATABLE dummy 'w' of 'arr' must be ALLOCATABLE
  call ext(3)
  call ext(3.0) ! ERROR: Type mismatch in argument 'n' of 'ext': passed REAL(4) to INTEGER(4)
  call later(1, 2) ! ERROR: Too many actual arguments in the call of 'later' (it has 1 dummy argument)
  call later(1)
  call undeclared_external(1, 2.0, 'x')
  call r ! ERROR: 'r' is not a subroutine
  call inner(k)
contains
  subroutine inner(m)
    integer, intent(inout) :: m
    m = m + 1
  end subroutine
end program
subroutine later(i)
  integer :: i
end subroutine
