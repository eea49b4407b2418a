! Three smaller extensions gfortran accepts: a REAL subscript or section
! bound (a legacy extension, converted to default INTEGER by truncation),
! FINDLOC's third positional argument of LOGICAL type taken as MASK, and
! an array constructor whose type-spec converts LOGICAL kinds.
! RUN: %diff-gfortran -w %s
program legacy_index_mask
  implicit none
  integer :: a(6) = [10, 20, 30, 20, 50, 20]
  real :: r
  logical(1) :: l1(3)
  logical(8) :: l8(3)
  integer :: i
  r = 2.7
  print *, a(r), a(r + 1.0)
  print *, a(1.0:3.9), a(r:6.0:2.0)
  a(r) = -1
  print *, a
  print *, findloc(a, 20, a > 0)
  print *, findloc(a, 20, [.true., .true., .true., .false., .true., .true.])
  print *, findloc(a, 20, 1, a /= 20 .or. [(i > 4, i = 1, 6)])
  l8 = [.true., .false., .true.]
  l1 = [logical(1) :: l8]
  print *, l1, kind([logical(1) :: l8])
  print *, [logical(8) :: l1(1), .false.], kind([logical(8) :: .true.])
end program
