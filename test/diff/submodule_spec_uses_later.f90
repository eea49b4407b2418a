! A submodule whose specification part uses a module defined after its ancestor module
! (one that does not USE the ancestor): a type of the submodule extends the ancestor's
! abstract type with a component of the later module's type.
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

program p
  use shape_base
  implicit none
  class(shape), allocatable :: a
  a = make(7)
  call show(a)
end program
