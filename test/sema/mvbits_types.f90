! MVBITS takes INTEGER arguments, TO of FROM's kind: a REAL FROM or TO reached
! code generation as shifts of floats (invalid IR; found by scripts/fuzz).
! RUN: %check-diags %s
program p
  real :: r
  integer :: i
  integer(8) :: i8
  i = 1
  call mvbits(i, 0, 3, r, 4) ! ERROR: Argument of intrinsic 'mvbits' must be INTEGER, not REAL(4).
  call mvbits(r, 0, 3, i, 4) ! ERROR: Argument of intrinsic 'mvbits' must be INTEGER, not REAL(4).
  call mvbits(i, 0.5, 3, i, 4) ! ERROR: Argument of intrinsic 'mvbits' must be INTEGER, not REAL(4).
  call mvbits(i, 0, 3, i8, 4) ! ERROR: Argument 'to' of intrinsic 'mvbits' must have the kind of 'from', INTEGER(4), not INTEGER(8).
  call mvbits(i8, 0_2, 3_1, i8, 4) ! fine: positions and lengths of any kind
end program
