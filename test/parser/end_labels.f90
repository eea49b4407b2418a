! RUN: %cuf90 --dump-ast %s | FileCheck %s
! Labels on END statements are branch targets: END DO continues the loop,
! END IF goes past the construct, END returns.
subroutine s(n)
  do i = 1, n
    if (i == 2) goto 10
    print *, i
10 end do
  if (n > 1) then
    goto 20
20 end if
  goto 99
99 end
! CHECK: do <5:3>
! CHECK: print <7:5>
! CHECK: continue label=10 <8:1>
! CHECK-NEXT: if <9:3>
! CHECK: goto <10:5>
! CHECK-NEXT: arg: int text=20
! CHECK-NEXT: continue label=20 <11:1>
! CHECK-NEXT: goto <12:3>
! CHECK-NEXT: arg: int text=99
! CHECK-NEXT: continue label=99 <13:1>
