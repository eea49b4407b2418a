! RUN: %cuf90 --dump-ast %s | FileCheck %s
module dt
  type point
    real :: x = 0.0, y = 0.0
  end type point
  type, public :: node
    sequence
    integer :: id
    type(node), pointer :: next => null()
    real, allocatable :: w(:)
  endtype
  type, bind(c) :: cpair
    integer(4) :: a, b
  end type
  type, extends(point) :: point3
    private
    real :: z
  end type point3
  type(point), parameter :: origin = point(0.0, 0.0)
end module
! CHECK: derived-type point <3:3>
! CHECK-NEXT: type-decl <4:5>
! CHECK-NEXT: ts: real
! CHECK-NEXT: arg: entity x
! CHECK-NEXT: init: real text=0.0
! CHECK-NEXT: arg: entity y
! CHECK: derived-type node sequence public <6:3>
! CHECK-NEXT: type-decl <8:5>
! CHECK: type-decl pointer <9:5>
! CHECK-NEXT: ts: type name=node
! CHECK-NEXT: arg: entity next ptr-init
! CHECK: type-decl allocatable <10:5>
! CHECK: derived-type cpair bind="" bind(c) <12:3>
! CHECK: derived-type point3 text=point <15:3>
! CHECK-NEXT: attr-stmt private <16:5>
! CHECK-NEXT: type-decl <17:5>
! CHECK: type-decl parameter <19:3>
! CHECK-NEXT: ts: type name=point
! CHECK-NEXT: arg: entity origin
! CHECK-NEXT: init: paren-args
! CHECK-NEXT: lhs: name point
