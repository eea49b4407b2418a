! An abstract solver interface with two concrete solvers (Newton, bisection):
! a DEFERRED binding called from a non-overridden binding of the abstract
! type, CLASS(solver) dummies, an overridden report, a CLASS allocatable,
! EXTENDS_TYPE_OF and SAME_TYPE_AS.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module solvers
  implicit none
  type, abstract :: solver
    integer :: iters = 0
    real(8) :: tol = 1.0d-10
  contains
    procedure(step_i), deferred :: step
    procedure :: solve
    procedure :: report
  end type
  abstract interface
    subroutine step_i(this, x, f)
      import :: solver
      class(solver), intent(inout) :: this
      real(8), intent(inout) :: x
      real(8), intent(out) :: f
    end subroutine
  end interface
  type, extends(solver) :: newton
  contains
    procedure :: step => newton_step
  end type
  type, extends(solver) :: bisect
    real(8) :: lo = 0, hi = 2
  contains
    procedure :: step => bisect_step
    procedure :: report => bisect_report
  end type
contains
  real(8) function func(x)
    real(8), intent(in) :: x
    func = x*x - 2.0d0
  end function
  subroutine solve(this, x)
    class(solver), intent(inout) :: this
    real(8), intent(inout) :: x
    real(8) :: f
    integer :: k
    do k = 1, 100
      call this%step(x, f)
      this%iters = this%iters + 1
      if (abs(f) < this%tol) exit
    end do
  end subroutine
  subroutine report(this, x)
    class(solver), intent(in) :: this
    real(8), intent(in) :: x
    print '(a,i4,f14.10)', 'solver', this%iters, x
  end subroutine
  subroutine newton_step(this, x, f)
    class(newton), intent(inout) :: this
    real(8), intent(inout) :: x
    real(8), intent(out) :: f
    f = func(x)
    x = x - f / (2.0d0 * x)
  end subroutine
  subroutine bisect_step(this, x, f)
    class(bisect), intent(inout) :: this
    real(8), intent(inout) :: x
    real(8), intent(out) :: f
    x = 0.5d0 * (this%lo + this%hi)
    f = func(x)
    if (f > 0) then
      this%hi = x
    else
      this%lo = x
    end if
  end subroutine
  subroutine bisect_report(this, x)
    class(bisect), intent(in) :: this
    real(8), intent(in) :: x
    print '(a,i4,f14.10,2f8.4)', 'bisect', this%iters, x, this%lo, this%hi
    print *, this%iters > 0
  end subroutine
  subroutine run(s, x0)
    class(solver), intent(inout) :: s
    real(8), intent(in) :: x0
    real(8) :: x
    x = x0
    call s%solve(x)
    call s%report(x)
  end subroutine
  function make(kind) result(s)
    integer, intent(in) :: kind
    class(solver), allocatable :: s
    if (kind == 1) then
      allocate(newton :: s)
    else
      allocate(bisect :: s)
    end if
  end function
end module

program main
  use solvers
  implicit none
  type(newton) :: n
  type(bisect) :: b
  class(solver), allocatable :: s
  logical :: same
  call run(n, 1.0d0)
  call run(b, 1.0d0)
  allocate(bisect :: s)
  s%tol = 1.0d-6
  call run(s, 0.5d0)
  print *, extends_type_of(s, b), same_type_as(s, n), same_type_as(s, b)
end program
