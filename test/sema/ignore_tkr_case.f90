! Directives are case-insensitive: !DIR$ IGNORE_TKR (and !dec$ ignore_tkr)
! in an interface let one dummy take actuals of any type, kind and rank.
! RUN: %cuf90 %s -o %t && %t | FileCheck %s
! CHECK: 16
! CHECK-NEXT: 8
! CHECK-NEXT: 4
subroutine nbytes(buf, n)
  integer :: buf(*)
  integer :: n
  print '(i0)', n
end subroutine
program tkr
  implicit none
  interface
    subroutine nbytes(buf, n)
!DIR$ IGNORE_TKR buf
      integer :: buf(*)
      integer :: n
    end subroutine
  end interface
  real(8) :: a(2)
  integer(8) :: k
  integer :: i
  call nbytes(a, 16)
  call nbytes(k, 8)
  call nbytes(i, 4)
end program
