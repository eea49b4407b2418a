! A submodule whose specification part uses a module defined after its ancestor module
! (one that does not USE the ancestor): a type of the submodule extends the ancestor's
! abstract type with a component of the later module's type. A later module that declares a
! name of the ancestor: its entity hides the ancestor's in the submodule's procedures.
! RUN: %diff-gfortran %s
module shape_base
  implicit none
  type, abstract :: shape
  end type
  interface
    module function make(n) result(s)
      integer, intent(in) :: n
      class(shape), allocatable :: s
    end function
    module subroutine show(s)
      class(shape), intent(in) :: s
    end subroutine
  end interface
end module

module colors
  implicit none
  type color
    character(8) :: name = 'none'
    integer :: code = 0
  end type
  integer, parameter :: ncolors = 3
end module

submodule (shape_base) shape_impl
  use colors
  implicit none
  type, extends(shape) :: dot
    type(color) :: c
    integer :: size(ncolors) = 0
  end type
contains
  module procedure make
    type(color) :: c
    c = color('red', n)
    allocate(s, source=dot(c, [n, 2 * n, 3 * n]))
  end procedure
  module procedure show
    select type (s)
    type is (dot)
      print '(a,1x,a,4i4)', 'dot', trim(s%c%name), s%c%code, s%size
    class default
      print *, 'other'
    end select
  end procedure
end submodule

module lim_base
  implicit none
  integer, parameter :: lim = -1
  interface
    module subroutine report()
    end subroutine
  end interface
contains
  integer function twice(x)
    integer, intent(in) :: x
    twice = -2 * x
  end function
end module

module lim_other
  implicit none
  integer, parameter :: lim = 5
contains
  integer function twice(x)
    integer, intent(in) :: x
    twice = 2 * x
  end function
end module

submodule (lim_base) lim_impl
  use lim_other
contains
  module subroutine report()
    print *, 'submodule', lim, twice(lim)
  end subroutine
end submodule

program p
  use shape_base
  use lim_base
  implicit none
  class(shape), allocatable :: a
  a = make(7)
  call show(a)
  call report()
  print *, 'module', lim, twice(lim)
end program
