! A procedure pointer component whose interface returns a procedure
! pointer: the call through the component yields the target's address.
! RUN: %diff-gfortran %s
module m_ppr
  implicit none
  abstract interface
    pure integer function unary(x)
      integer, intent(in) :: x
    end function
  end interface
  type :: chooser
    procedure(choose), pointer, nopass :: pick => null()
  end type
contains
  pure integer function twice(x)
    integer, intent(in) :: x
    twice = 2 * x
  end function
  pure integer function negate(x)
    integer, intent(in) :: x
    negate = -x
  end function
  function choose(k) result(f)
    integer, intent(in) :: k
    procedure(unary), pointer :: f
    if (k == 1) then
      f => twice
    else
      f => negate
    end if
  end function
end module

program proc_ptr_comp_ptr_result
  use m_ppr
  implicit none
  type(chooser) :: c
  procedure(unary), pointer :: g
  c%pick => choose
  g => c%pick(1)
  print '(I4)', g(21)
  g => c%pick(2)
  print '(I4)', g(21)
end program
