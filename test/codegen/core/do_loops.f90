! DO loops: the trip count max((end-start+step)/step, 0) is computed once.
! RUN: %cuf90 -O0 -S -emit-llvm -fcheck=bounds -o - %s | FileCheck %s
! CHECK: @[[MSG:.*]] = private unnamed_addr constant {{.*}} c"DO step value is zero\00"
! CHECK-LABEL: define void @loops_(ptr noalias %n, ptr noalias %s)
! CHECK: sdiv i64 %{{.*}}, -2
! CHECK: %trips = select i1
! CHECK: icmp sgt i64
! CHECK: call void (ptr, ptr, ...) @_gfortran_runtime_error_at(ptr @{{.*}}, ptr @[[MSG]])
! CHECK: sdiv i64
subroutine loops(n, s)
  integer :: n, s, i, k
  k = 0
  do i = n, 1, -2
    k = k + i
  end do
  do i = 1, n, s
    if (i > 5) exit
    k = k + 1
  end do
  n = k
end subroutine loops
