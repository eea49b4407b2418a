! ASSOCIATED with and without TARGET, for scalar and array pointers.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program intr_associated
  implicit none
  integer, target :: a, b, arr(6)
  integer, pointer :: p => null(), q(:) => null()
  print *, associated(p), associated(q)
  p => a
  print *, associated(p), associated(p, a), associated(p, b)
  arr = [1, 2, 3, 4, 5, 6]
  q => arr(2:6:2)
  print *, associated(q), associated(q, arr(2:6:2)), associated(q, arr(1:3)), size(q), q
  nullify(p)
  print *, associated(p)
end program intr_associated
