! Invalid kinds (REAL has kind 2, COMPLEX not), real literals beyond their kind.
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
  complex(2) :: z2 ! ERROR: Invalid KIND 2 for COMPLEX
  real(2), parameter :: h = 1.0e5_2 ! ERROR: Real constant overflows its kind REAL(2)
  real, parameter :: s = 1.0e39 ! ERROR: Real constant overflows its kind REAL(4)
  real(2), parameter :: hmax = 65504.0_2
  n = 1
end program
