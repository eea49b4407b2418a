! Expression typing errors: operand types, LOGICAL comparisons with ==,
! conformance of array operands, subscripts, substrings.
! RUN: %check-diags %s
program expr_err
  implicit none
  integer :: i, a(10), b(2, 5)
  real :: r
  logical :: l
  character(len=5) :: s
  complex :: z
  i = i + .true. ! ERROR: Operands of '+' have incompatible types INTEGER(4) and LOGICAL(4)
  l = l == .false. ! ERROR: LOGICAL operands of '==' must be compared with .EQV.
  l = z < z ! ERROR: Operands of '<' have incompatible types COMPLEX(4) and COMPLEX(4)
  s = s // 1 ! ERROR: Operands of '//' have incompatible types CHARACTER(5) and INTEGER(4)
  l = .not. i ! ERROR: Operand of unary '.NOT.' has invalid type INTEGER(4)
  l = i .and. l ! ERROR: Operands of '.AND.' have incompatible types INTEGER(4) and LOGICAL(4)
  a = a + b ! ERROR: Shapes of the operands of '+' do not conform (rank 1 and rank 2)
  i = a(1, 2) ! ERROR: Rank mismatch in array reference of 'a': 2 subscripts for rank 1
  i = a(r) ! WARNING: Legacy Extension: REAL array index
  i = a(z) ! ERROR: Array subscript must be INTEGER, not COMPLEX(4)
  i = a(11) ! WARNING: Subscript 11 is out of bounds 1:10 of 'a'
  s = s(1:2:1) ! ERROR: Substring reference cannot have a stride
  r = i(2) ! ERROR: 'i' is not an array, a CHARACTER variable or a function
  i = 1 + 2 * 3 ** 2
  r = i + r
  z = z * r + i
  l = r > i .and. s(2:3) == 'ab'
  if (i) r = 1.0 ! ERROR: IF condition must be a scalar LOGICAL expression, not INTEGER(4)
end program
