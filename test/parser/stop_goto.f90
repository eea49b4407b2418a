! RUN: %cuf90 --dump-ast %s | FileCheck %s
subroutine sg(i, *)
  go to 10
10 goto (20, 30) i
20 goto (10, 20, 30), i + 1
30 continue
  if (i > 5) return 1
  if (i > 4) return
  if (i > 3) stop
  if (i > 2) stop 3
  if (i > 1) stop 'message'
  error stop 'bad', quiet=.true.
  errorstop 2
  block
    integer :: local
    local = 1
  end block
end subroutine
! CHECK: goto <3:3>
! CHECK-NEXT: arg: int text=10
! CHECK-NEXT: computed-goto label=10 <4:4>
! CHECK-NEXT: cond: name i
! CHECK-NEXT: arg: int text=20
! CHECK-NEXT: arg: int text=30
! CHECK-NEXT: computed-goto label=20 <5:4>
! CHECK-NEXT: cond: binary +
! CHECK: continue label=30 <6:4>
! CHECK: return <7:14>
! CHECK-NEXT: rhs: int text=1
! CHECK: return <8:14>
! CHECK: stop <9:14>
! CHECK: stop <10:14>
! CHECK-NEXT: rhs: int text=3
! CHECK: stop <11:14>
! CHECK-NEXT: rhs: char "message"
! CHECK-NEXT: error-stop <12:3>
! CHECK-NEXT: lhs: logical .true.
! CHECK-NEXT: rhs: char "bad"
! CHECK-NEXT: error-stop <13:3>
! CHECK-NEXT: rhs: int text=2
! CHECK-NEXT: block <14:3>
! CHECK-NEXT: type-decl <15:5>
