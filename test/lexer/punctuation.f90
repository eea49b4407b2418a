! RUN: %cuf90 --dump-tokens %s | FileCheck %s
! Multi-character operators, and ';' separating statements.
program p
  a = b**2 // c; if (a == b .or. a /= c .or. a <= b .or. a >= c) p => q
  call k<<<g, b>>>(x)
  y(:) = (/ 1, 2 /)
end
! CHECK: 4:8 POW
! CHECK: 4:12 CONCAT
! CHECK: 4:16 EOS
! CHECK-NEXT: 4:18 IDENT if start
! CHECK: 4:24 EQ
! CHECK: 4:36 NE
! CHECK: 4:48 LE
! CHECK: 4:60 GE
! CHECK: 4:66 IDENT p
! CHECK-NEXT: 4:68 ARROW
! CHECK: 5:9 CHEVRON_OPEN
! CHECK: 5:16 CHEVRON_CLOSE
! CHECK: 6:4 LPAREN
! CHECK-NEXT: 6:5 COLON
! CHECK-NEXT: 6:6 RPAREN
! CHECK-NEXT: 6:8 ASSIGN
! CHECK-NEXT: 6:10 LPAREN
! CHECK-NEXT: 6:11 SLASH
! CHECK: 6:18 SLASH
! CHECK-NEXT: 6:19 RPAREN

