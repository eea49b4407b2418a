! RUN: %cuf90 --dump-ast %s | FileCheck %s
module ops
  use iso_c_binding, only: c_int, c_ptr, cp => c_ptr
  use other, renamed => original, operator(.add.) => operator(.plus.)
  use, intrinsic :: iso_fortran_env
  use :: plain
  use emptyonly, only:
  interface swap
    module procedure swapi, swapr
    procedure swapc
  end interface swap
  interface operator(.cross.)
    module procedure cross
  end interface
  interface operator(==)
    module procedure eqp
  end interface operator(==)
  interface assignment(=)
    module procedure assignp
  end interface
  abstract interface
    real function fn(x)
      real, intent(in) :: x
    end function
  end interface
  interface
    subroutine ext(a, n) bind(c, name='ext_c')
      import :: c_int
      integer(c_int), value :: n
      real :: a(n)
    end subroutine
  end interface
  procedure(fn), pointer :: fp => null()
end module
! CHECK: use iso_c_binding only <3:3>
! CHECK-NEXT: arg: rename c_int text=c_int
! CHECK-NEXT: arg: rename c_ptr text=c_ptr
! CHECK-NEXT: arg: rename cp text=c_ptr
! CHECK: use other <4:3>
! CHECK-NEXT: arg: rename renamed text=original
! CHECK-NEXT: arg: rename operator(.add.) text=operator(.plus.) op=.add.
! CHECK: use iso_fortran_env intrinsic <5:3>
! CHECK: use plain <6:3>
! CHECK: use emptyonly only <7:3>
! CHECK: interface swap <8:3>
! CHECK-NEXT: module-procedure <9:5>
! CHECK-NEXT: arg: name swapi
! CHECK-NEXT: arg: name swapr
! CHECK-NEXT: module-procedure <10:5>
! CHECK-NEXT: arg: name swapc
! CHECK: interface operator(.cross.) op=.cross. <12:3>
! CHECK: interface operator(==) op=== <15:3>
! CHECK: interface assignment(=) op== <18:3>
! CHECK: interface abstract <21:3>
! CHECK-NEXT: function fn <22:5>
! CHECK-NEXT: ts: real
! CHECK: interface <26:3>
! CHECK-NEXT: subroutine ext bind="ext_c" <27:5>
! CHECK: import <28:7>
! CHECK-NEXT: arg: name c_int
! CHECK: procedure-decl text=fn pointer <33:3>
! CHECK-NEXT: arg: entity fp ptr-init
