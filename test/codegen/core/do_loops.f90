! DO loops: the trip count max((end-start+step)/step, 0) is computed once, in
! gfortran's form: the loop runs when start <= stop (step > 0) or start >= stop
! (step < 0), with |stop-start|/|step| iterations after the first, unsigned
! in the DO variable's own width (no overflow, a 32-bit counter for INTEGER).
! RUN: %cuf90 -O0 -S -emit-llvm -fcheck=bounds -o - %s | FileCheck %s
! CHECK: @[[MSG:.*]] = private unnamed_addr constant {{.*}} c"DO step value is zero\00"
! CHECK-LABEL: define void @loops_(ptr noalias %n, ptr noalias %s)
! CHECK: %do.runs = icmp sge i32 %{{.*}}, 1
! CHECK: %[[SPAN:.*]] = sub i32 %{{.*}}, 1
! CHECK: %do.countm1 = udiv i32 %[[SPAN]], 2
! CHECK: br i1 %do.runs, label %do.body, label %do.end
! CHECK: do.inc:
! CHECK: %[[C:.*]] = load i32, ptr %do.count
! CHECK: sub i32 %[[C]], 1
! CHECK: %[[Z:.*]] = icmp eq i32 %[[C]], 0
! CHECK: br i1 %[[Z]], label %do.end, label %do.body
! CHECK: call void (ptr, ptr, ...) @_gfortran_runtime_error_at(ptr @{{.*}}, ptr @[[MSG]])
! CHECK: %do.up = icmp sgt i32 %{{.*}}, 0
! CHECK: %do.runs{{.*}} = select i1 %do.up
! CHECK: udiv i32
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
