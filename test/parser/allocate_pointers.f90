! RUN: %cuf90 --dump-ast %s | FileCheck %s
program al
  allocate(a(n), b(0:m, n))
  allocate(c(10), stat=ios, errmsg=msg)
  allocate(s, source=t)
  allocate(u, mold=v)
  allocate(integer :: ip(5))
  allocate(point :: pt)
  allocate(character(len=8) :: str)
  deallocate(a, b, stat=ios)
  nullify(p, q%r)
  p => t
  q%r => null()
  pa(1:n) => buf
end
! CHECK: allocate <3:3>
! CHECK-NEXT: arg: paren-args <3:12>
! CHECK-NEXT: lhs: name a
! CHECK-NEXT: arg: name n
! CHECK-NEXT: arg: paren-args <3:18>
! CHECK-NEXT: lhs: name b
! CHECK-NEXT: arg: triplet
! CHECK-NEXT: lhs: int text=0
! CHECK-NEXT: rhs: name m
! CHECK-NEXT: arg: name n
! CHECK: allocate <4:3>
! CHECK-NEXT: opt: keyword stat
! CHECK-NEXT: rhs: name ios
! CHECK-NEXT: opt: keyword errmsg
! CHECK-NEXT: rhs: name msg
! CHECK-NEXT: arg: paren-args
! CHECK: allocate <5:3>
! CHECK-NEXT: opt: keyword source
! CHECK: allocate <6:3>
! CHECK-NEXT: opt: keyword mold
! CHECK: allocate <7:3>
! CHECK-NEXT: ts: integer <7:12>
! CHECK-NEXT: arg: paren-args
! CHECK-NEXT: lhs: name ip
! CHECK: allocate <8:3>
! CHECK-NEXT: ts: type name=point
! CHECK-NEXT: arg: name pt
! CHECK: allocate <9:3>
! CHECK-NEXT: ts: character len=expr
! CHECK-NEXT: len: int text=8
! CHECK-NEXT: arg: name str
! CHECK: deallocate <10:3>
! CHECK-NEXT: opt: keyword stat
! CHECK-NEXT: rhs: name ios
! CHECK-NEXT: arg: name a
! CHECK-NEXT: arg: name b
! CHECK: nullify <11:3>
! CHECK-NEXT: arg: name p
! CHECK-NEXT: arg: component r
! CHECK: pointer-assign <12:3>
! CHECK-NEXT: lhs: name p
! CHECK-NEXT: rhs: name t
! CHECK: pointer-assign <13:3>
! CHECK-NEXT: lhs: component r
! CHECK: rhs: paren-args
! CHECK-NEXT: lhs: name null
! CHECK: pointer-assign <14:3>
! CHECK-NEXT: lhs: paren-args
