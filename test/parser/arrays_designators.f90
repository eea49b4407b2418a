! RUN: %cuf90 --dump-ast %s | FileCheck %s
program arr
  a = [1, 2, 3]
  a = (/ (i, i = 1, 10, 2) /)
  a = [((i * j, i = 1, 3), j = 1, 2)]
  r = [real(8) :: 1, 2.5]
  c = [character(len=3) :: 'a', 'bcd']
  e = (//)
  s = line(2:5)
  t = names(i)(1:1)
  u = p%q(3)%r
  v = m(1:n:2, :, ::3, i)
  w = 'hello'(2:3)
end
! CHECK: rhs: array-ctor <3:7>
! CHECK-NEXT: arg: int text=1
! CHECK-NEXT: arg: int text=2
! CHECK-NEXT: arg: int text=3
! CHECK: rhs: array-ctor <4:7>
! CHECK-NEXT: arg: implied-do <4:10>
! CHECK-NEXT: var: name i
! CHECK-NEXT: start: int text=1
! CHECK-NEXT: end: int text=10
! CHECK-NEXT: step: int text=2
! CHECK-NEXT: arg: name i
! CHECK: rhs: array-ctor <5:7>
! CHECK-NEXT: arg: implied-do <5:8>
! CHECK-NEXT: var: name j
! CHECK: arg: implied-do <5:9>
! CHECK-NEXT: var: name i
! CHECK: arg: binary *
! CHECK: rhs: array-ctor <6:7>
! CHECK-NEXT: ts: real
! CHECK-NEXT: kind: int text=8
! CHECK-NEXT: arg: int text=1
! CHECK-NEXT: arg: real text=2.5
! CHECK: rhs: array-ctor <7:7>
! CHECK-NEXT: ts: character len=expr
! CHECK-NEXT: len: int text=3
! CHECK: rhs: array-ctor <8:7>
! CHECK-NEXT: assign <9:3>
! CHECK-NEXT: lhs: name s
! CHECK-NEXT: rhs: paren-args <9:7>
! CHECK-NEXT: lhs: name line
! CHECK-NEXT: arg: triplet
! CHECK-NEXT: lhs: int text=2
! CHECK-NEXT: rhs: int text=5
! substring of an element: paren-args of paren-args
! CHECK: rhs: paren-args <10:7>
! CHECK-NEXT: lhs: paren-args <10:7>
! CHECK-NEXT: lhs: name names
! CHECK-NEXT: arg: name i
! CHECK-NEXT: arg: triplet
! CHECK: rhs: component r <11:14>
! CHECK-NEXT: lhs: paren-args <11:9>
! CHECK-NEXT: lhs: component q <11:9>
! CHECK-NEXT: lhs: name p
! CHECK-NEXT: arg: int text=3
! CHECK: rhs: paren-args <12:7>
! CHECK-NEXT: lhs: name m
! CHECK-NEXT: arg: triplet
! CHECK-NEXT: step: int text=2
! CHECK-NEXT: lhs: int text=1
! CHECK-NEXT: rhs: name n
! CHECK-NEXT: arg: triplet
! CHECK-NEXT: arg: triplet
! CHECK-NEXT: step: int text=3
! CHECK-NEXT: arg: name i
! CHECK: rhs: paren-args <13:7>
! CHECK-NEXT: lhs: char "hello"
