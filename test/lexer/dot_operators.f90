! RUN: %cuf90 --dump-tokens %s | FileCheck %s
! 1.eq.2 is an integer, an operator and an integer; 1.e5 is a real.
program dots
  l = 1.eq.2 .and. x.ne.y .or..not.z
  r = 1.e5 + 1.d0 + 2.e-3
  b = .TRUE._1 .neqv. .false.
  c = a .cross. b
  d = 1.lt.2.eqv.3.ge.4
end
! CHECK: 4:7 INT 1
! CHECK-NEXT: 4:8 EQ eq
! CHECK-NEXT: 4:12 INT 2
! CHECK-NEXT: 4:14 AND and
! CHECK-NEXT: 4:20 IDENT x
! CHECK-NEXT: 4:21 NE ne
! CHECK-NEXT: 4:25 IDENT y
! CHECK-NEXT: 4:27 OR or
! CHECK-NEXT: 4:31 NOT not
! CHECK-NEXT: 4:36 IDENT z
! CHECK: 5:7 REAL 1.e5
! CHECK-NEXT: 5:12 PLUS
! CHECK-NEXT: 5:14 REAL 1.d0 double
! CHECK-NEXT: 5:19 PLUS
! CHECK-NEXT: 5:21 REAL 2.e-3
! CHECK: 6:7 TRUE true _1
! CHECK-NEXT: 6:16 NEQV neqv
! CHECK-NEXT: 6:23 FALSE false
! CHECK: 7:9 DEFOP cross
! CHECK: 8:7 INT 1
! CHECK-NEXT: 8:8 LT lt
! CHECK-NEXT: 8:12 INT 2
! CHECK-NEXT: 8:13 EQV eqv
! CHECK-NEXT: 8:18 INT 3
! CHECK-NEXT: 8:19 GE ge
! CHECK-NEXT: 8:23 INT 4
