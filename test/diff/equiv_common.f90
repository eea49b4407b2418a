! EQUIVALENCE of a local array with a COMMON member: the local lives in
! the COMMON block at the member's offset (several procedures, the block
! shared with another unit that names it differently).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
subroutine fill
  real(8) :: b(5), c(5)
  common /com1/ b, c
  b = 100
  c = 200
end subroutine

subroutine look
  real(8) :: a(8), b(5), c(5)
  common /com1/ b, c
  equivalence (a(1), b(2))
  print '(8F7.1)', a
  a(4) = -1
  print '(5F7.1)', b
end subroutine

program equiv_common
  real(8) :: w(10)
  integer :: i(2)
  real(8) :: b(5), c(5)
  common /com1/ w
  equivalence (i(1), w(10))
  call fill
  call look
  print '(10F7.1)', w
  call look
end program
