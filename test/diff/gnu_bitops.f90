! MERGE_BITS and the GNU AND, OR and XOR of INTEGER and of LOGICAL arguments.
! RUN: %diff-gfortran %s
program p
  logical :: t = .true., f = .false.
  logical(1) :: t1 = .true._1
  integer :: i = 12, j = 10
  print *, and(t, f), or(t, f), xor(t, t), xor(t, f), and(t1, .true._1)
  print *, and(i, j), or(i, j), xor(i, j), and(.true., .false.), or(.false., .false.)
  if (and(t, .not. f)) print *, 'yes'
  print *, merge_bits(12, 10, 6), merge_bits(-1_8, 0_8, 255_8), merge_bits(z"F0", 15, 60)
  print *, merge_bits([1, 2, 3], 7, [4, 4, 4])
end program
