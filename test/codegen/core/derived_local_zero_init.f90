! A local array of derived type starts as zero bytes by a memset, not a
! store of a zeroinitializer aggregate: LLVM's InstCombine splits such a
! store element by element (a 3600-line program of a few [990 x t] locals
! spent 40 s there at -O2).
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck %s
! RUN: %cuf90 -O2 %s -o %t && %t | FileCheck --check-prefix=OUT %s
subroutine fill(n)
  implicit none
  integer, intent(in) :: n
  type rec
    real :: r
    integer :: i(5)
  end type
  type(rec) :: big(990), small(9)
  ! CHECK-LABEL: define void @fill_(
  ! CHECK-NOT: store [990 x
  ! CHECK: call void @llvm.memset.p0.i64(ptr {{.*}}%big, i8 0, i64 23760
  ! CHECK: call void @llvm.memset.p0.i64(ptr {{.*}}%small, i8 0, i64 216
  big(n)%i = n
  small(1)%r = 2.5
  ! OUT: 7 35 2.5
  print '(I0,1X,I0,1X,F3.1)', big(n)%i(1), sum(big(n)%i), small(1)%r
end subroutine

program derived_local_zero_init
  call fill(7)
end program
