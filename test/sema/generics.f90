! Generic interfaces resolved by type, kind and rank; defined operators
! and defined assignment become calls of the specific procedure.
! RUN: %check-diags %s
module gen_m
  implicit none
  type :: money
    integer :: cents
  end type
  interface describe
    module procedure describe_i, describe_r, describe_v
  end interface
  interface operator(+)
    module procedure add_money
  end interface
  interface operator(.double.)
    module procedure double_money
  end interface
  interface assignment(=)
    module procedure from_int
  end interface
contains
  subroutine describe_i(x)
    integer, intent(in) :: x
  end subroutine
  subroutine describe_r(x)
    real(8), intent(in) :: x
  end subroutine
  subroutine describe_v(x)
    integer, intent(in) :: x(:)
  end subroutine
  type(money) function add_money(a, b)
    type(money), intent(in) :: a, b
    add_money%cents = a%cents + b%cents
  end function
  type(money) function double_money(a)
    type(money), intent(in) :: a
    double_money%cents = 2 * a%cents
  end function
  subroutine from_int(m, i)
    type(money), intent(out) :: m
    integer, intent(in) :: i
    m%cents = i
  end subroutine
end module
program use_gen
  use gen_m
  implicit none
  type(money) :: a, b
  integer :: v(3)
  call describe(1)
  call describe(2.0d0)
  call describe(v)
  call describe(1.0) ! ERROR: No specific procedure of generic 'describe' matches the actual arguments (REAL(4))
  call describe(reshape([1, 2, 3, 4], [2, 2])) ! ERROR: No specific procedure of generic 'describe' matches the actual arguments (INTEGER(4) rank-2)
  a = 100
  b = a + a
  b = .double. b
  b = a - a ! ERROR: Operands of '-' have incompatible types TYPE(money) and TYPE(money)
  b = .triple. a ! ERROR: Operand of unary '.triple.' has invalid type TYPE(money)
  a = 1.5 ! ERROR: Type mismatch in assignment: cannot assign REAL(4) to TYPE(money)
end program
