! Separate module procedures: each implementation needs its interface, and
! its kind and dummy argument names must match the interface's.
! RUN: %check-diags %s
module m
  implicit none
  interface
    module function f(x)
      real, intent(in) :: x
      real :: f
    end function
    module subroutine s(a, b)
      integer :: a, b
    end subroutine
    module subroutine t(a)
      integer :: a
    end subroutine
  end interface
  integer :: shared
  type tt
    integer :: a
  end type
end module
submodule (m) m_impl
  integer :: shared ! a variable may hide the module's
  type tt ! ERROR: 'tt' of submodule 'm_impl' hides 'tt' of module 'm' declared at line 19: not supported
    real :: b
  end type
contains
  module subroutine f(x) ! ERROR: 'f' is a SUBROUTINE here but a separate module FUNCTION in its interface at line 7
    real, intent(in) :: x
  end subroutine
  module subroutine s(a, c) ! ERROR: dummy argument 2 of 's' is 'c' here but 'b' in its interface at line 11
    integer :: a, c
  end subroutine
  module subroutine t(a, b) ! ERROR: 't' has 2 dummy arguments here but 1 in its interface at line 14
    integer :: a, b
  end subroutine
  module procedure g ! ERROR: no separate module procedure interface 'g' in module 'm'
  end procedure
end submodule
submodule (m:nowhere) m_deep ! ERROR: no submodule 'nowhere' of module 'm' before submodule 'm_deep'
end submodule
submodule (other) o_impl ! ERROR: Cannot find 'other.mod' for submodule 'o_impl' (compile module 'other' first).
end submodule
