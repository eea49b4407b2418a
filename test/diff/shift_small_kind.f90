! CSHIFT and EOSHIFT with a SHIFT array of INTEGER(1) or INTEGER(2):
! converted to INTEGER(4) for libgfortran's entries, as gfortran does.
! RUN: %diff-gfortran %s
program shift_small_kind
  implicit none
  integer :: a(3, 4), i
  integer(1) :: s1(3) = [1_1, -2_1, 3_1]
  integer(2) :: s2(4) = [0_2, 1_2, -1_2, 2_2]
  character(len=2) :: c(3, 2)
  a = reshape([(i, i = 1, 12)], [3, 4])
  print '(12I3)', cshift(a, s1, 2)
  print '(12I3)', cshift(a, s2, 1)
  print '(12I3)', eoshift(a, s1, -1, 2)
  print '(12I3)', eoshift(a, shift=s2, dim=1)
  c = reshape(['ab', 'cd', 'ef', 'gh', 'ij', 'kl'], [3, 2])
  print '(6(A,1X))', cshift(c, s1(1:3), 2)
  print '(6(A,1X))', eoshift(c, s2(1:2), 'zz', 1)
end program
