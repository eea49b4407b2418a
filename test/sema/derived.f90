! Derived types: components with kinds, shapes and default values, C
! layout (offsets, size, alignment), nested types, EXTENDS, constructors.
! RUN: %cuf90 --dump-symbols %s | FileCheck %s
module shapes_m
  implicit none
  type :: point
    real(8) :: x = 0, y = 0
  end type
  type :: particle
    character(len=3) :: tag = 'abc'
    integer(1) :: flag
    type(point) :: pos
    real :: mass(3)
    real, allocatable :: hist(:)
    type(particle), pointer :: next => null()
  end type
  type, extends(point) :: point3
    real(8) :: z = 0
  end type
  type(point), parameter :: origin = point(0, 0)
  type(point), parameter :: unit_x = point(y=0.0d0, x=1.0d0)
end module
program use_shapes
  use shapes_m
  type(point3) :: p3
  type(particle) :: pa
  p3%x = 1
  p3%z = p3%x + 2
  pa%pos = point(1.0d0, 2)
  pa%mass(2) = 3.0
end program
! CHECK-LABEL: module shapes_m
! CHECK-NEXT: implicit none
! CHECK-NEXT: point: type size=16 align=8
! CHECK-NEXT: x: component REAL(8) offset=0 = 0.00000000000000000e+00_8
! CHECK-NEXT: y: component REAL(8) offset=8 = 0.00000000000000000e+00_8
! CHECK-NEXT: particle: type size=112 align=8
! CHECK-NEXT: tag: component CHARACTER(3) offset=0 = "abc"
! CHECK-NEXT: flag: component INTEGER(1) offset=3
! CHECK-NEXT: pos: component TYPE(point) offset=8
! CHECK-NEXT: mass: component REAL(4) dimension(3) offset=24
! CHECK-NEXT: hist: component REAL(4) dimension(:) allocatable offset=40
! CHECK-NEXT: next: component TYPE(particle) pointer offset=104
! CHECK-NEXT: point3: type size=24 align=8 extends(point)
! CHECK-NEXT: point: component TYPE(point) offset=0
! CHECK-NEXT: z: component REAL(8) offset=16
! CHECK-NEXT: origin: parameter TYPE(point) = point(0.00000000000000000e+00_8, 0.00000000000000000e+00_8)
! CHECK-NEXT: unit_x: parameter TYPE(point) = point(1.00000000000000000e+00_8, 0.00000000000000000e+00_8)
! CHECK-LABEL: program use_shapes
! CHECK: p3: variable TYPE(point3) space=host
! CHECK-NEXT: pa: variable TYPE(particle) space=host
