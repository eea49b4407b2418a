! ASSOCIATED(pointer, target) is false when the target is a zero-sized
! storage sequence: a zero-length character or a zero-extent array.
! RUN: %diff-gfortran %s
program associated_zero_size
  implicit none
  character(:), pointer :: cp, cq
  character(6), target :: str = "fedcba"
  real, pointer :: ap(:), aq(:), m2(:,:)
  real, target :: arr(5), mat(3,4)

  cq => str(3:2)
  cp => cq
  print *, 'zero-length char:', associated(cp, cq), associated(cp)
  cp => str(2:4)
  cq => cp
  print *, 'char section:', associated(cp, cq), associated(cp, str(2:4)), associated(cp, str)
  ap => arr(4:3)
  aq => ap
  print *, 'zero-extent array:', associated(ap, aq), associated(ap)
  ap => arr(2:4)
  print *, 'array section:', associated(ap, arr(2:4)), associated(ap, arr(2:5))
  m2 => mat(:, 3:2)
  print *, 'zero columns:', associated(m2, mat(:, 3:2))
  m2 => mat(1:2, 2:3)
  print *, 'sub-matrix:', associated(m2, mat(1:2, 2:3))
end program associated_zero_size
