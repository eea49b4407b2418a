! RUN: %cuf90 --dump-ast %s | FileCheck %s
! Operator precedence and associativity.
program ex
  a = -b**2**c
  a = b + c * d - e / f
  a = x // y // z
  l = a < b .and. .not. c .or. d .eqv. e
  a = .neg. b + c .plus. d
  z = (1.0, -2.5)
  a = b * -c
  a = (b + c) * d
end
! -(b**(2**c))
! CHECK: assign <4:3>
! CHECK-NEXT: lhs: name a
! CHECK-NEXT: rhs: unary - <4:7>
! CHECK-NEXT: lhs: binary ** <4:9>
! CHECK-NEXT: lhs: name b
! CHECK-NEXT: rhs: binary ** <4:12>
! CHECK-NEXT: lhs: int text=2
! CHECK-NEXT: rhs: name c
! (b + c*d) - e/f
! CHECK: rhs: binary - <5:17>
! CHECK-NEXT: lhs: binary + <5:9>
! CHECK-NEXT: lhs: name b
! CHECK-NEXT: rhs: binary *
! CHECK: rhs: binary /
! (x // y) // z
! CHECK: rhs: binary // <6:14>
! CHECK-NEXT: lhs: binary // <6:9>
! ((a<b) .and. .not.c) .or. d, then .eqv. e
! CHECK: rhs: binary .eqv.
! CHECK-NEXT: lhs: binary .or.
! CHECK-NEXT: lhs: binary .and.
! CHECK-NEXT: lhs: binary <
! CHECK: rhs: unary .not.
! defined unary binds tightest, defined binary loosest
! CHECK: rhs: binary plus defop <8:19>
! CHECK-NEXT: lhs: binary + <8:15>
! CHECK-NEXT: lhs: unary neg defop <8:7>
! CHECK: rhs: complex <9:7>
! CHECK-NEXT: lhs: real text=1.0
! CHECK-NEXT: rhs: unary -
! CHECK-NEXT: lhs: real text=2.5
! CHECK: rhs: binary * <10:9>
! CHECK-NEXT: lhs: name b
! CHECK-NEXT: rhs: unary -
! CHECK: rhs: binary * <11:15>
! CHECK-NEXT: lhs: paren <11:7>
