! A function with an allocatable CLASS result (a factory choosing the
! dynamic type), assigned to a CLASS allocatable, then dispatching.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module f_m
  implicit none
  type :: base
    integer :: k = 1
  contains
    procedure :: who
  end type
  type, extends(base) :: derived
  contains
    procedure :: who => dwho
  end type
contains
  subroutine who(this)
    class(base), intent(in) :: this
    print *, 'base', this%k
  end subroutine
  subroutine dwho(this)
    class(derived), intent(in) :: this
    print *, 'derived', this%k
  end subroutine
  function make(kind) result(s)
    integer, intent(in) :: kind
    class(base), allocatable :: s
    if (kind == 1) then
      allocate(base :: s)
    else
      allocate(derived :: s)
      s%k = 7
    end if
  end function
end module
program fres
  use f_m
  implicit none
  class(base), allocatable :: x
  x = make(1)
  call x%who()
  x = make(2)
  call x%who()
end program
