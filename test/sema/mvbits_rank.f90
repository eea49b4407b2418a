! MVBITS is elemental: an array FROM, FROMPOS, LEN or TOPOS needs an array
! TO of the same rank (the elements of TO are what it changes).
! RUN: %check-diags %s
program mvbits_rank
  implicit none
  integer :: a(4), b, c(2, 2), pos(4)
  a = 1
  b = 0
  c = 0
  pos = 0
  ! ERROR: Argument 'from' of MVBITS has rank 1 but TO has rank 0.
  call mvbits(a, 0, 4, b, 8)
  ! ERROR: Argument 'topos' of MVBITS has rank 1 but TO has rank 2.
  call mvbits(1, 0, 4, c, pos)
  call mvbits(a, pos, 1, a, 4)
  call mvbits(b, 0, 1, c, 3)
end program
