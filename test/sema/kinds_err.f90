! Invalid kinds.
! RUN: %check-diags %s
program kinds_err
  implicit none
  integer :: n
  real(3) :: q ! ERROR: Invalid KIND 3 for REAL
  integer(3) :: odd ! ERROR: Invalid KIND 3 for INTEGER
  real(kind=n) :: r ! ERROR: KIND parameter must be a constant INTEGER expression
  logical(kind=5) :: l ! ERROR: Invalid KIND 5 for LOGICAL
  integer, parameter :: big = 3000000000 ! ERROR: Integer constant '3000000000' is too large for INTEGER(4)
  integer, parameter :: ovf = 2147483647 + 1 ! ERROR: Arithmetic overflow in constant expression
  n = 1
end program
