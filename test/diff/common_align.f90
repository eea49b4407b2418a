! COMMON members are padded to their natural alignment, as gfortran does by
! default (it warns); -fno-align-commons packs them in sequence. The layout
! shows through a second view of the block and an EQUIVALENCE.
! RUN: %diff-gfortran -w %s
! RUN: %diff-gfortran -w -fno-align-commons %s
subroutine view()
  integer :: k(8)
  common /blk/ k
  print *, k
end subroutine

subroutine data_view()
  integer(1) :: b(7)
  common /dat/ b
  print *, b
end subroutine

block data init
  integer(1) :: c1
  integer(2) :: c2
  integer :: c4
  common /dat/ c1, c2, c4
  data c1, c2, c4 /1, 2, 3/
end block data

program common_align
  integer :: i, j
  real(8) :: x
  character :: c
  complex(8) :: z
  common /blk/ i, x, j
  common /odd/ c, z
  integer(1) :: raw(24)
  equivalence (raw, c)
  i = 1
  j = 2
  x = 0
  call view()
  c = 'a'
  z = (0d0, 0d0)
  print *, raw(1:2), count(raw /= 0)
  call data_view()
end program
