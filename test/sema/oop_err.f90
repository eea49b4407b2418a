! Type-bound procedures and SELECT TYPE: deferred bindings, abstract types,
! passed-object dummies, type guards that are not extensions, selectors.
! RUN: %check-diags %s
module oop_err_m
  implicit none
  type, abstract :: base
  contains
    procedure(op_i), deferred :: op
  end type
  abstract interface
    subroutine op_i(this)
      import :: base
      class(base), intent(in) :: this
    end subroutine
  end interface
  type, extends(base) :: impl
  contains
    procedure :: op => impl_op
  end type
  type, extends(base) :: incomplete ! ERROR: TYPE(incomplete) must override the DEFERRED binding 'op' of TYPE(base) or be ABSTRACT
  end type
  type :: concrete
  contains
    procedure(op_i), deferred :: op ! ERROR: TYPE(concrete) has the DEFERRED binding 'op' and must be ABSTRACT
    procedure :: missing ! ERROR: Procedure 'missing' bound to 'missing' in TYPE(concrete) is not defined
    procedure :: bad_pass ! ERROR: Passed-object dummy argument 'x' of 'bad_pass' must be CLASS(concrete)
  end type
  type :: other
    integer :: k
  end type
contains
  subroutine impl_op(this)
    class(impl), intent(in) :: this
    call this%base%op() ! ERROR: The object of the call of binding 'op' is of ABSTRACT type TYPE(base)
  end subroutine
  subroutine bad_pass(x)
    integer :: x
  end subroutine
  subroutine guards(b, t)
    class(base), intent(in) :: b
    type(other), intent(in) :: t
    select type (b)
    type is (impl)
      call b%op()
    type is (other) ! ERROR: Type TYPE(other) in the type guard is not an extension of the selector's declared type CLASS(base)
    type is (integer) ! ERROR: Type INTEGER(4) in the type guard is not an extension of the selector's declared type CLASS(base)
    end select
    select type (t) ! ERROR: Selector of SELECT TYPE must be polymorphic (CLASS), not TYPE(other)
    end select
    call b%nothing() ! ERROR: 'nothing' is not a component of TYPE(base)
  end subroutine
end module
