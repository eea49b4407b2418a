! RUN: %cuf90 --dump-ast %s | FileCheck %s
! IMPLICIT, PARAMETER, NAMELIST, COMMON, EQUIVALENCE, DATA.
subroutine misc
  implicit none
  implicit real(8) (a-h, o-z), integer (i-n)
  implicit character(len=4) (c)
  implicit none (type, external)
  parameter (n = 10, pi = 3.14159)
  namelist /nl1/ a, b /nl2/ c
  common /blk/ x, y(10) // z
  common w
  equivalence (a, b(1)), (c, d)
  data x, y /1.0, 10*0.0/
  data (arr(i), i = 1, 3) /3*-1/, k /z'ff'/
  data pt /point(1, 2)/, cplx /(1.0, -1.0)/
end subroutine
! CHECK: implicit none <4:3>
! CHECK-NEXT: implicit <5:3>
! CHECK-NEXT: arg: implicit-rule text=11111111000000111111111111
! CHECK-NEXT: ts: real
! CHECK-NEXT: kind: int text=8
! CHECK-NEXT: arg: implicit-rule text=00000000111111000000000000
! CHECK-NEXT: ts: integer
! CHECK-NEXT: implicit <6:3>
! CHECK-NEXT: arg: implicit-rule text=00100000000000000000000000
! CHECK-NEXT: ts: character len=expr
! CHECK-NEXT: len: int text=4
! CHECK-NEXT: implicit none <7:3>
! CHECK-NEXT: parameter-stmt <8:3>
! CHECK-NEXT: arg: entity n
! CHECK-NEXT: init: int text=10
! CHECK-NEXT: arg: entity pi
! CHECK-NEXT: init: real text=3.14159
! CHECK-NEXT: namelist nl1 <9:3>
! CHECK-NEXT: arg: name a
! CHECK-NEXT: arg: name b
! CHECK-NEXT: namelist nl2
! CHECK-NEXT: arg: name c
! CHECK-NEXT: common blk <10:3>
! CHECK-NEXT: arg: entity x
! CHECK-NEXT: arg: entity y
! CHECK-NEXT: dim: dim explicit
! CHECK-NEXT: rhs: int text=10
! CHECK-NEXT: common
! CHECK-NEXT: arg: entity z
! CHECK-NEXT: common <11:3>
! CHECK-NEXT: arg: entity w
! CHECK-NEXT: equivalence <12:3>
! CHECK-NEXT: arg: equiv-set
! CHECK-NEXT: arg: name a
! CHECK-NEXT: arg: paren-args
! CHECK: arg: equiv-set
! CHECK-NEXT: arg: name c
! CHECK-NEXT: arg: name d
! CHECK-NEXT: data <13:3>
! CHECK-NEXT: arg: data-set
! CHECK-NEXT: arg: name x
! CHECK-NEXT: arg: name y
! CHECK-NEXT: value: data-value
! CHECK-NEXT: rhs: real text=1.0
! CHECK-NEXT: value: data-value
! CHECK-NEXT: lhs: int text=10
! CHECK-NEXT: rhs: real text=0.0
! CHECK-NEXT: data <14:3>
! CHECK-NEXT: arg: data-set
! CHECK-NEXT: arg: implied-do
! CHECK: value: data-value
! CHECK-NEXT: lhs: int text=3
! CHECK-NEXT: rhs: unary -
! CHECK-NEXT: lhs: int text=1
! CHECK-NEXT: arg: data-set
! CHECK-NEXT: arg: name k
! CHECK-NEXT: value: data-value
! CHECK-NEXT: rhs: boz text=ff base=16
! CHECK-NEXT: data <15:3>
! CHECK-NEXT: arg: data-set
! CHECK-NEXT: arg: name pt
! CHECK-NEXT: value: data-value
! CHECK-NEXT: rhs: paren-args
! CHECK: arg: data-set
! CHECK-NEXT: arg: name cplx
! CHECK-NEXT: value: data-value
! CHECK-NEXT: rhs: complex
