! RUN: %cuf90 --dump-tokens %s | FileCheck %s
! '&' joins lines; comment and blank lines may sit between; a character
! constant continues after the leading '&' of the next line.
program cont
  x = 1 + &   ! trailing comment

      ! a comment line in between
      2
  s = 'abc&
      &def'
  t = "no leading &
amp"
  y = a &
    & + b
end
! CHECK: 5:3 IDENT x start
! CHECK-NEXT: 5:5 ASSIGN
! CHECK-NEXT: 5:7 INT 1
! CHECK-NEXT: 5:9 PLUS
! CHECK-NEXT: 8:7 INT 2
! CHECK-NEXT: 8:8 EOS
! CHECK: 9:7 STRING "abcdef"
! CHECK-NEXT: 10:12 EOS
! CHECK: 11:7 STRING "no leading amp"
! CHECK: 13:3 IDENT y start
! CHECK-NEXT: 13:5 ASSIGN
! CHECK-NEXT: 13:7 IDENT a
! CHECK-NEXT: 14:7 PLUS
! CHECK-NEXT: 14:9 IDENT b
