! RUN: %cuf90 --dump-ast %s | FileCheck %s
! Type declaration statements in all their spellings.
subroutine decls(n, c, d)
  integer :: a, b(10), k = 5
  real(8) r1
  real(kind=8) :: r2
  real*8 :: r3
  double precision :: dp
  complex(8) :: z1
  complex*16 :: z2
  double complex :: z3
  logical(1), parameter :: t = .true.
  character(len=10) :: c1
  character(10) :: c2
  character*(*) :: c
  character*5 :: c3, c4*7
  character(len=:), allocatable :: dl
  character(kind=1, len=n) :: c5
  character(n, 1) :: c6
  type(point) :: p
  class(*), pointer :: anything
  real, dimension(3, 0:n) :: m
  real, intent(in) :: d(:, :)
  integer, allocatable, target :: al(:), s(:,:)
  real :: sz(n, *), lb(0:), as(*)
  real, pointer :: pp => null()
  integer, save, volatile, asynchronous :: flags
  real, contiguous, optional :: oc(:)
end subroutine
! CHECK: type-decl <4:3>
! CHECK-NEXT: ts: integer <4:3>
! CHECK-NEXT: arg: entity a <4:14>
! CHECK-NEXT: arg: entity b <4:17>
! CHECK-NEXT: dim: dim explicit
! CHECK-NEXT: rhs: int text=10
! CHECK-NEXT: arg: entity k <4:24>
! CHECK-NEXT: init: int text=5
! CHECK: type-decl <5:3>
! CHECK-NEXT: ts: real
! CHECK-NEXT: kind: int text=8
! CHECK-NEXT: arg: entity r1
! CHECK: type-decl <6:3>
! CHECK-NEXT: ts: real
! CHECK-NEXT: kind: int text=8
! CHECK: type-decl <7:3>
! CHECK-NEXT: ts: real
! CHECK-NEXT: kind: int text=8
! CHECK: ts: doubleprecision <8:3>
! CHECK: ts: complex <9:3>
! CHECK-NEXT: kind: int text=8
! CHECK: ts: complex <10:3>
! CHECK-NEXT: kind: int text=8
! CHECK: ts: doublecomplex <11:3>
! CHECK: type-decl parameter <12:3>
! CHECK-NEXT: ts: logical
! CHECK-NEXT: kind: int text=1
! CHECK-NEXT: arg: entity t
! CHECK-NEXT: init: logical .true.
! CHECK: ts: character len=expr <13:3>
! CHECK-NEXT: len: int text=10
! CHECK: ts: character len=expr <14:3>
! CHECK-NEXT: len: int text=10
! CHECK: ts: character len=* <15:3>
! CHECK: ts: character len=expr <16:3>
! CHECK-NEXT: len: int text=5
! CHECK-NEXT: arg: entity c3
! CHECK-NEXT: arg: entity c4
! CHECK-NEXT: len: int text=7
! CHECK: type-decl allocatable <17:3>
! CHECK-NEXT: ts: character len=:
! CHECK: ts: character len=expr <18:3>
! CHECK-NEXT: kind: int text=1
! CHECK-NEXT: len: name n
! CHECK: ts: character len=expr <19:3>
! CHECK-NEXT: kind: int text=1
! CHECK-NEXT: len: name n
! CHECK: ts: type name=point <20:3>
! CHECK: type-decl pointer <21:3>
! CHECK-NEXT: ts: class name=*
! CHECK: type-decl dimension <22:3>
! CHECK-NEXT: ts: real
! CHECK-NEXT: dim: dim explicit
! CHECK-NEXT: rhs: int text=3
! CHECK-NEXT: dim: dim explicit
! CHECK-NEXT: lhs: int text=0
! CHECK-NEXT: rhs: name n
! CHECK: type-decl intent intent=in <23:3>
! CHECK: arg: entity d
! CHECK-NEXT: dim: dim deferred
! CHECK-NEXT: dim: dim deferred
! CHECK: type-decl allocatable target <24:3>
! CHECK: arg: entity sz
! CHECK-NEXT: dim: dim explicit
! CHECK-NEXT: rhs: name n
! CHECK-NEXT: dim: dim assumed-size
! CHECK-NEXT: arg: entity lb
! CHECK-NEXT: dim: dim assumed-shape
! CHECK-NEXT: lhs: int text=0
! CHECK-NEXT: arg: entity as
! CHECK-NEXT: dim: dim assumed-size
! CHECK: type-decl pointer <26:3>
! CHECK: arg: entity pp ptr-init
! CHECK-NEXT: init: paren-args
! CHECK-NEXT: lhs: name null
! CHECK: type-decl save volatile asynchronous <27:3>
! CHECK: type-decl optional contiguous <28:3>
