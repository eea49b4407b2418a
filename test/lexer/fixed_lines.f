! RUN: %cuf90 --dump-tokens %s | FileCheck %s
C     Fixed-form lines: comments (C, c, *, !, D lines), labels, continuation,
C     columns past 72, constants padded across lines, tab form, ";", "0" in column 6.
! CHECK-NOT: IDENT print
c     lower-case c comment
*     star comment
D     PRINT *, DEBUG
      X = 1                                                             SEQ00010
! CHECK: 8:7 IDENT x start
! CHECK-NEXT: 8:9 ASSIGN
! CHECK-NEXT: 8:11 INT 1
! CHECK-NEXT: 8:12 EOS
  100 Y = 2 +
     &    3
! CHECK-NEXT: 13:3 INT 100 start
! CHECK-NEXT: 13:7 IDENT y
! CHECK: 13:13 PLUS
! CHECK-NEXT: 14:11 INT 3
! CHECK-NEXT: 14:12 EOS
      S = 'AB
     1CD'
! CHECK-NEXT: 20:7 IDENT s start
! CHECK-NEXT: 20:9 ASSIGN
! CHECK-NEXT: 20:11 STRING "AB                                                           CD"
! CHECK-NEXT: 21:10 EOS
      A = 1; B = 2
! CHECK-NEXT: 26:7 IDENT a start
! CHECK: 26:12 EOS
! CHECK-NEXT: 26:14 IDENT b start
	Z = 3 +
	1 4
! CHECK: 30:2 IDENT z start
! CHECK: 31:4 INT 4
! CHECK-NEXT: 31:5 EOS
      W = 5 ! a trailing comment
     0    + 1
! CHECK-NEXT: 35:7 IDENT w start
! CHECK: 35:11 INT 5
! CHECK-NEXT: 35:12 EOS
! CHECK-NEXT: 36:11 PLUS start

      END
! CHECK: IDENT end start
