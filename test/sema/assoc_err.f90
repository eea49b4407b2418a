! ASSOCIATE and polymorphic assignment errors.
! RUN: %check-diags %s
module assoc_err_m
  implicit none
  type :: t
    integer :: k
  end type
  type, extends(t) :: u
  end type
  type :: other
    integer :: k
  end type
contains
  subroutine s(a, p)
    integer, intent(inout) :: a(:)
    class(t), intent(inout) :: p
    class(t), allocatable :: q
    type(other) :: o
    associate (x => a(1), x => a(2)) ! ERROR: Associate name 'x' appears twice
    end associate
    associate (y => s) ! ERROR: Selector 's' of ASSOCIATE is not a variable or an expression
    end associate
    p = u(1) ! ERROR: A polymorphic variable in an intrinsic assignment must be ALLOCATABLE
    q = o ! ERROR: Type mismatch in assignment: cannot assign TYPE(other) to CLASS(t)
    q = u(2)
    select type (z => q%k) ! ERROR: Selector of SELECT TYPE must be polymorphic (CLASS), not INTEGER(4)
    end select
  end subroutine
end module
