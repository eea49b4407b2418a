! -fdec-static: the AUTOMATIC attribute and statement keep a local on the
! stack (a fresh -finit-integer value at every entry) where -fno-automatic
! or a bare SAVE would save it; STATIC (attribute and statement) is SAVE.
! RUN: %diff-gfortran -fdec-static -fno-automatic -finit-integer=5 %s
subroutine counters(k)
  implicit none
  integer, intent(in) :: k
  integer, automatic :: fresh
  integer :: kept
  integer, static :: st
  integer :: st2, au2(2)
  static st2
  automatic au2
  fresh = fresh + k
  kept = kept + k
  st = st + k
  st2 = st2 + k
  au2 = au2 + 1
  print *, fresh, kept, st, st2, au2
end subroutine

subroutine bare(k)
  implicit none
  integer, intent(in) :: k
  integer :: a, c
  automatic c
  save
  a = a + k
  c = c + k
  print *, a, c
end subroutine

program dec_static
  implicit none
  integer :: i
  do i = 1, 3
    call counters(i)
    call bare(10 * i)
  end do
end program
