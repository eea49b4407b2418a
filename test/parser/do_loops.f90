! RUN: %cuf90 --dump-ast %s | FileCheck %s
! DO loops: counted, labelled with a shared terminal statement, WHILE,
! endless, CONCURRENT; EXIT and CYCLE with construct names.
program loops
  integer :: i, j, k, n
  do i = 1, n, 2
    k = k + i
  end do
  do 10 i = 1, n
    do 10 j = 1, n
      k = k + 1
10 continue
  do 20, i = 1, 3
20 k = k - 1
  outer: do while (k > 0)
    inner: do
      if (k > 5) exit outer
      if (k > 2) cycle inner
      exit
    end do inner
  enddo outer
  do concurrent (i = 1:n, j = 1:n:2, i /= j)
    k = i
  end do
  do 30 i = 1, 2
30 end do
end program
! CHECK: do <6:3>
! CHECK-NEXT: var: name i
! CHECK-NEXT: start: int text=1
! CHECK-NEXT: end: name n
! CHECK-NEXT: step: int text=2
! CHECK-NEXT: assign <7:5>
! CHECK: do do-label=10 <9:3>
! CHECK: do do-label=10 <10:5>
! CHECK: assign <11:7>
! CHECK: continue label=10 <12:4>
! CHECK-NEXT: do do-label=20 <13:3>
! CHECK: assign label=20 <14:4>
! CHECK: do-while construct=outer <15:10>
! CHECK-NEXT: cond: binary >
! CHECK: do construct=inner <16:12>
! CHECK-NEXT: if-stmt
! CHECK: exit outer
! CHECK: cycle inner
! CHECK: exit <19:7>
! CHECK: do-concurrent <22:3>
! CHECK-NEXT: cond: binary /=
! CHECK: arg: forall-triplet i
! CHECK-NEXT: start: int text=1
! CHECK-NEXT: end: name n
! CHECK-NEXT: arg: forall-triplet j
! CHECK-NEXT: start: int text=1
! CHECK-NEXT: end: name n
! CHECK-NEXT: step: int text=2
! CHECK-NEXT: assign <23:5>
! CHECK: do do-label=30 <25:3>
! CHECK-NOT: error
