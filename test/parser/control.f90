! RUN: %cuf90 --dump-ast %s | FileCheck %s
! IF constructs, logical and arithmetic IF, SELECT CASE, with construct
! names and the run-together keyword spellings.
program ctl
  integer :: i, j
  chk: if (i > 0) then
    j = 1
  else if (i < 0) then chk
    j = -1
  elseif (i == 0) then
    j = 0
  else chk
    j = 2
  end if chk
  if (i > 3) j = 4
  if (i) 10, 20, 30
10 continue
20 continue
30 continue
  sel: selectcase (i)
  case (1)
    j = 1
  case (2:4, 7, 9:)
    j = 2
  case (:0) sel
    j = 3
  case default
    j = 4
  end select sel
  select case (j)
  end select
  if (i > 0) then
    if (j > 0) then
      i = 0
    endif
  end if
end program
! CHECK: if construct=chk <6:8>
! CHECK-NEXT: arg: if-branch <6:8>
! CHECK-NEXT: cond: binary > <6:14>
! CHECK: assign <7:5>
! CHECK: arg: if-branch <8:3>
! CHECK-NEXT: cond: binary <
! CHECK: arg: if-branch <10:3>
! CHECK-NEXT: cond: binary ==
! CHECK: arg: if-branch <12:3>
! CHECK-NEXT: assign <13:5>
! CHECK: if-stmt <15:3>
! CHECK-NEXT: cond: binary >
! CHECK: assign <15:14>
! CHECK: arith-if <16:3>
! CHECK-NEXT: cond: name i
! CHECK-NEXT: arg: int text=10
! CHECK-NEXT: arg: int text=20
! CHECK-NEXT: arg: int text=30
! CHECK-NEXT: continue label=10 <17:4>
! CHECK: select-case construct=sel <20:8>
! CHECK-NEXT: cond: name i
! CHECK-NEXT: arg: case <21:3>
! CHECK-NEXT: arg: case-range <21:9>
! CHECK-NEXT: lhs: int text=1
! CHECK: arg: case <23:3>
! CHECK-NEXT: arg: case-range range
! CHECK-NEXT: lhs: int text=2
! CHECK-NEXT: rhs: int text=4
! CHECK-NEXT: arg: case-range <23:14>
! CHECK-NEXT: lhs: int text=7
! CHECK-NEXT: arg: case-range range <23:17>
! CHECK-NEXT: lhs: int text=9
! CHECK-NEXT: assign
! CHECK: arg: case <25:3>
! CHECK-NEXT: arg: case-range range
! CHECK-NEXT: rhs: int text=0
! CHECK: arg: case <27:3>
! CHECK-NEXT: assign <28:5>
! CHECK: select-case <30:3>
! CHECK-NEXT: cond: name j
! CHECK-NEXT: if <32:3>
! CHECK: if <33:5>
