! RUN: %cuf90 --dump-ast %s | FileCheck %s
program wf
  where (a > 0) b = 1 / a
  w1: where (a > 0)
    b = a
  elsewhere (a < 0) w1
    b = -a
  else where
    b = 0
  end where w1
  forall (i = 1:n) c(i) = i
  forall (i = 1:n, j = 1:m:2, a(i) > 0)
    d(i, j) = a(i)
  end forall
end
! CHECK: where <3:3>
! CHECK-NEXT: arg: where-branch <3:3>
! CHECK-NEXT: cond: binary >
! CHECK: assign <3:17>
! CHECK: where construct=w1 <4:7>
! CHECK-NEXT: arg: where-branch
! CHECK-NEXT: cond: binary >
! CHECK: assign <5:5>
! CHECK: arg: where-branch <6:3>
! CHECK-NEXT: cond: binary <
! CHECK: assign <7:5>
! CHECK: arg: where-branch <8:3>
! CHECK-NEXT: assign <9:5>
! CHECK: forall <11:3>
! CHECK-NEXT: arg: forall-triplet i
! CHECK-NEXT: start: int text=1
! CHECK-NEXT: end: name n
! CHECK-NEXT: assign <11:20>
! CHECK: forall <12:3>
! CHECK-NEXT: cond: binary >
! CHECK: arg: forall-triplet i
! CHECK: arg: forall-triplet j
! CHECK: step: int text=2
! CHECK: assign <13:5>
