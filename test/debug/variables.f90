! -g: gdb shows dummies (with the hidden length of an assumed-length
! CHARACTER), locals, module variables by qualified and plain name, a
! derived type, COMMON, and prints elements and whole arrays with their
! bounds: explicit-shape with constant bounds (a dummy's and a
! main-program array), a(n), assumed-shape and allocatable.
! REQUIRES: gdb
! RUN: %cuf90 -g %s -o %t
! RUN: gdb -batch -nx -ex 'break variables.f90:%(line+73)' -ex run -ex 'info args' -ex 'info locals' -ex 'print a(3)' -ex 'ptype a' -ex 'print b' -ex 'ptype b' -ex 'print b(2,1)' -ex 'ptype al' -ex 'print al(2)' -ex 'ptype c' -ex 'print c(3)' -ex 'print s' -ex 'ptype s' -ex 'print dbgmod::x' -ex 'print x' -ex 'ptype v' -ex 'print v%%r(2)' -ex 'print ma' -ex 'ptype ma' -ex 'print z' -ex 'ptype z' -ex 'ptype name' -ex 'ptype flag' -ex 'ptype w' -ex 'up' -ex 'info common' -ex 'print grid' -ex 'ptype grid' %t 2>&1 | FileCheck %s
! CHECK: Breakpoint 1, dbgmod::f (a=..., n=5, s=..., b=..., c=..., al=..., v=..., _s=3) at {{.*}}variables.f90:[[#@LINE+72]]
! CHECK: a = (1, 2, 3, 4, 5)
! CHECK-NEXT: n = 5
! CHECK-NEXT: s = 'abc'
! CHECK-NEXT: b = ((1, 2, 3) (4, 5, 6))
! CHECK-NEXT: c = (7, 8, 9)
! CHECK-NEXT: al = (10, 10, 10, 10)
! CHECK-NEXT: v = ( i = 7, r = (1.5, 1.5, 1.5) )
! CHECK-NEXT: _s = 3
! CHECK-NEXT: k = 47
! CHECK-NEXT: flag = .TRUE.
! CHECK-NEXT: z = (1,2)
! CHECK-NEXT: name = 'hello'
! CHECK-NEXT: w = 2.5
! CHECK-NEXT: $1 = 3
! CHECK-NEXT: type = real(kind=4) (5)
! CHECK-NEXT: $2 = ((1, 2, 3) (4, 5, 6))
! CHECK-NEXT: type = real(kind=4) (3,2)
! CHECK-NEXT: $3 = 2
! CHECK-NEXT: type = real(kind=4), allocatable (4)
! CHECK-NEXT: $4 = 10
! CHECK-NEXT: type = real(kind=4) (2:4)
! CHECK-NEXT: $5 = 8
! CHECK-NEXT: $6 = 'abc'
! CHECK-NEXT: type = character (3)
! CHECK-NEXT: $7 = 42
! CHECK-NEXT: $8 = 42
! CHECK-NEXT: type = Type t
! CHECK-NEXT:     integer(kind=4) :: i
! CHECK-NEXT:     real(kind=4) :: r(3)
! CHECK-NEXT: End Type t
! CHECK-NEXT: $9 = 1.5
! CHECK-NEXT: $10 = (3, 3)
! CHECK-NEXT: type = real(kind=4), allocatable (2:3)
! CHECK-NEXT: $11 = (1,2)
! CHECK-NEXT: type = complex(kind=4)
! CHECK-NEXT: type = character*5
! CHECK-NEXT: type = logical(kind=4)
! CHECK-NEXT: type = real(kind=8)
! CHECK: #1 {{.*}} in variables () at {{.*}}variables.f90:
! CHECK: Contents of F77 COMMON block 'blk':
! CHECK-NEXT: common_i = 3
! CHECK-NEXT: common_r = 2.5
! CHECK: $12 = ((0, 0) (0, 0) (0, 4))
! CHECK-NEXT: type = integer(kind=8) (-1:0,0:2)
module dbgmod
  implicit none
  integer :: x = 42
  real, allocatable :: ma(:)
  type t
    integer :: i
    real :: r(3)
  end type
contains
  subroutine f(a, n, s, b, c, al, v)
    integer, intent(in) :: n
    real :: a(n)
    character(len=*) :: s
    real :: b(:,:)
    type(t) :: v
    real, allocatable :: al(:)
    real :: c(2:4)
    integer :: k
    logical :: flag
    complex :: z
    character(len=5) :: name
    real(8) :: w
    k = n + x
    flag = .true.
    z = (1.0, 2.0)
    name = 'hello'
    w = 2.5d0
    print *, a(3), s, b(2,1), c(3), al(2), k, flag, z, name, v%i, w ! BREAK
  end subroutine
end module

program variables
  use dbgmod
  implicit none
  real :: a(5), b(3,2), c(3)
  real, allocatable :: al(:)
  type(t) :: v
  integer :: common_i
  real :: common_r
  integer(8) :: grid(-1:0, 0:2)
  common /blk/ common_i, common_r
  a = [1, 2, 3, 4, 5]
  b = reshape([1, 2, 3, 4, 5, 6], [3, 2])
  c = [7, 8, 9]
  allocate(al(4)); al = 10
  allocate(ma(2:3)); ma = 3
  v%i = 7; v%r = 1.5
  common_i = 3; common_r = 2.5
  grid = 0; grid(0, 2) = 4
  call f(a, 5, 'abc', b, c, al, v)
end program
