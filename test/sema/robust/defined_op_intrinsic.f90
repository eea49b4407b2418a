! A defined operator or assignment may not redefine an intrinsic operation
! (F2018 15.4.3.4.2 and 15.4.3.4.3): dummies whose types and ranks the
! intrinsic operation accepts are an error; derived types, and ranks that do
! not conform, are fine.
! RUN: %check-diags %s
module defined_op_intrinsic
  implicit none
  type t
    integer :: v
  end type
  interface operator(+)
    module procedure addint ! ERROR: Defined OPERATOR(+) procedure 'addint' redefines the intrinsic operation on INTEGER(4) and INTEGER(4).
    module procedure addt
  end interface
  interface operator(.not.)
    module procedure notl ! ERROR: Defined OPERATOR(.not.) procedure 'notl' redefines the intrinsic operation on LOGICAL(4).
  end interface
  interface operator(==)
    module procedure eqv12
  end interface
  interface assignment(=)
    module procedure asgn ! ERROR: Defined ASSIGNMENT(=) procedure 'asgn' redefines the intrinsic assignment of REAL(4) to REAL(8).
    module procedure asgn_t
  end interface
contains
  integer function addint(a, b)
    integer, intent(in) :: a, b
    addint = a - b
  end function
  type(t) function addt(a, b)
    type(t), intent(in) :: a, b
    addt%v = a%v + b%v
  end function
  logical function notl(a)
    logical, intent(in) :: a
    notl = a
  end function
  logical function eqv12(a, b)
    real, intent(in) :: a(:), b(:, :)
    eqv12 = size(a) == size(b)
  end function
  subroutine asgn(a, b)
    real(8), intent(out) :: a
    real, intent(in) :: b
    a = b
  end subroutine
  subroutine asgn_t(a, b)
    type(t), intent(out) :: a
    integer, intent(in) :: b
    a%v = b
  end subroutine
end module
