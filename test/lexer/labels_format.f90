! RUN: %cuf90 --dump-tokens %s | FileCheck %s
! A label is a TK_INT marked "start"; FORMAT's specification is one token,
! continuation lines joined.
program lf
10 continue
  20   format(1x, 'a,b', &
              i5)
100 FORMAT (A)
  format(1) = 2
end
! CHECK: 5:1 INT 10 start
! CHECK-NEXT: 5:4 IDENT continue
! CHECK: 6:3 INT 20 start
! CHECK-NEXT: 6:8 IDENT format
! CHECK-NEXT: 6:14 FORMAT_SPEC (1x, 'a,b', i5)
! CHECK-NEXT: 7:18 EOS
! CHECK: 8:1 INT 100 start
! CHECK-NEXT: 8:5 IDENT format
! CHECK-NEXT: 8:12 FORMAT_SPEC (A)
! An assignment to an array named FORMAT is not a format statement.
! CHECK: 9:3 IDENT format start
! CHECK-NEXT: 9:9 LPAREN
! CHECK-NEXT: 9:10 INT 1
