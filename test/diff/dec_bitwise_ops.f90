! -fdec: .AND., .OR., .XOR., .NEQV., .EQV. and .NOT. on INTEGER operands
! are IAND, IOR, IEOR, IEOR, NOT(IEOR) and NOT, the narrower operand
! widened, a LOGICAL operand beside an INTEGER taken as an INTEGER; .XOR.
! of LOGICALs is .NEQV. (also without -fdec); INTEGER and LOGICAL assign
! to each other.
! RUN: %diff-gfortran -fdec %s
program dec_bitwise_ops
  implicit none
  integer(4) :: a = 12, b = 10, r
  integer(1) :: c = 5
  integer(8) :: w = 2_8**40 + 3
  logical :: t = .true., f = .false.
  logical(2) :: l2 = .true.
  integer(2) :: s
  print *, a .and. b, a .or. b, a .xor. b, a .neqv. b, a .eqv. b, .not. a
  print *, 3 .and. 6, 3 .or. 6, .not. 0
  print *, c .and. a, kind(c .and. a), w .or. a, kind(w .or. a)
  print *, t .xor. f, t .xor. t, (a .and. b) * 2
  r = l2 .and. 7
  print *, r
  s = t
  print *, s
  t = s - 1
  print *, t
  print '(b48)', w .and. not(0_8)
end program
