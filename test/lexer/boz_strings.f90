! RUN: %cuf90 --dump-tokens %s | FileCheck %s
program bs
  i = z'FF' + b'101' + o'17' + 'ff'z + x'1f'
  s = 'it''s' // "say ""hi""" // 1_'k1' // c_char_"x"
  t = ''
end
! CHECK: 3:7 BOZ ff base=16
! CHECK: 3:15 BOZ 101 base=2
! CHECK: 3:24 BOZ 17 base=8
! CHECK: 3:32 BOZ ff base=16
! CHECK: 3:40 BOZ 1f base=16
! CHECK: 4:7 STRING "it's"
! CHECK-NEXT: 4:15 CONCAT
! CHECK-NEXT: 4:18 STRING "say \"hi\""
! CHECK-NEXT: 4:31 CONCAT
! CHECK-NEXT: 4:34 STRING "k1" _1
! CHECK-NEXT: 4:41 CONCAT
! CHECK-NEXT: 4:44 STRING "x" _c_char
! CHECK: 5:7 STRING ""
