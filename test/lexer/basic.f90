! RUN: %cuf90 --dump-tokens %s | FileCheck %s
! Names are lower-cased; numbers keep their spelling and kind suffix.
Program Basic
  INTEGER :: Count = 42, k8 = 7_8
  real(8) :: x = 1.5d0, y = .5, z = 1.e5_dp, w = 3.
end
! CHECK: 3:1 IDENT program start
! CHECK-NEXT: 3:9 IDENT basic
! CHECK-NEXT: 3:14 EOS
! CHECK-NEXT: 4:3 IDENT integer start
! CHECK-NEXT: 4:11 DCOLON
! CHECK-NEXT: 4:14 IDENT count
! CHECK-NEXT: 4:20 ASSIGN
! CHECK-NEXT: 4:22 INT 42
! CHECK-NEXT: 4:24 COMMA
! CHECK-NEXT: 4:26 IDENT k8
! CHECK-NEXT: 4:29 ASSIGN
! CHECK-NEXT: 4:31 INT 7 _8
! CHECK: 5:18 REAL 1.5d0 double
! CHECK: 5:29 REAL .5
! CHECK: 5:37 REAL 1.e5 _dp
! CHECK: 5:50 REAL 3.
! CHECK-NEXT: 5:52 EOS
! CHECK-NEXT: 6:1 IDENT end start
! CHECK-NEXT: 6:4 EOS
! CHECK-NEXT: 6:4 EOF
