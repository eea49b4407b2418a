! Module files keep type-bound procedures: the type-bound procedure part is
! written to the .mod file (ABSTRACT, DEFERRED, overrides, NOPASS), and a
! program compiled separately dispatches through the vtables the module's
! object defines.
! RUN: rm -rf %t.dir && mkdir -p %t.dir
! RUN: %cuf90 -c -module %t.dir %S/Inputs/oop_shapes_lib.f90 -o %t.dir/lib.o
! RUN: FileCheck --check-prefix=MOD %s < %t.dir/shapes.mod
! RUN: %cuf90 -I %t.dir %s %t.dir/lib.o -o %t.dir/prog
! RUN: %t.dir/prog | FileCheck %s
! MOD: type, abstract :: shape
! MOD: contains
! MOD-NEXT: procedure(area_i), deferred :: area
! MOD-NEXT: procedure :: describe
! MOD: type, extends(shape) :: circle
! MOD: procedure :: area => circle_area
! MOD: procedure, nopass :: kind_name
! MOD: class(shape), intent(in) :: this
program use_shapes
  use shapes
  implicit none
  class(shape), allocatable :: s
  type(square) :: q
  allocate(circle :: s)
  select type (s)
  type is (circle)
    s%r = 2.0
  end select
  ! CHECK: shape shape      12.000
  call s%describe()
  deallocate(s)
  q%w = 3.0
  q%h = 3.0
  allocate(s, source=q)
  ! CHECK-NEXT: square:
  ! CHECK-NEXT: rect sides  3.00  3.00
  call s%describe()
  ! CHECK-NEXT: square
  print '(a)', q%kind_name()
end program
