! -g: an internal procedure sees its host's variables (a dummy with its
! bounds, a local array, a CHARACTER), a BLOCK construct's variables live in
! a DW_TAG_lexical_block, a function's result is a local, EQUIVALENCE
! objects and SAVEd locals print.
! REQUIRES: gdb
! RUN: %cuf90 -g %s -o %t
! RUN: gdb -batch -nx -ex 'break scopes.f90:%(line+31)' -ex 'break scopes.f90:%(line+35)' -ex 'break scopes.f90:%(line+49)' -ex run -ex 'info locals' -ex 'print a(2)' -ex 'ptype a' -ex continue -ex 'print bv' -ex 'print lv' -ex continue -ex 'info locals' -ex 'print e(1)' %t 2>&1 | FileCheck %s
! CHECK: Breakpoint 1, inner () at {{.*}}scopes.f90:[[#@LINE+30]]
! CHECK-DAG: a = (1, 2, 3, 4)
! CHECK-DAG: n = 4
! CHECK-DAG: w = (2, 2, 2)
! CHECK-DAG: nm = 'wxyz'
! CHECK-DAG: lv = 7
! CHECK: $1 = 2
! CHECK-NEXT: type = real(kind=4) (4)
! CHECK: Breakpoint 2, inner () at {{.*}}scopes.f90:[[#@LINE+26]]
! CHECK-NEXT: {{.*}}print *, bv
! CHECK-NEXT: $2 = 14
! CHECK-NEXT: $3 = 7
! CHECK: Breakpoint 3, sq (k=5) at {{.*}}scopes.f90:[[#@LINE+36]]
! CHECK-DAG: sq = 25
! CHECK-DAG: calls = 1
! CHECK-DAG: r = (1, 1)
! CHECK-DAG: e = (1065353216, 1065353216)
! CHECK: $4 = 1065353216
subroutine host(a, n)
  integer :: n
  real :: a(n)
  real :: w(3)
  character(len=4) :: nm
  w = 2.0
  nm = 'wxyz'
  call inner()
contains
  subroutine inner()
    integer :: lv
    lv = 7
    print *, a(2), w(1), n, nm, lv
    block
      integer :: bv
      bv = lv * 2
      print *, bv
    end block
  end subroutine
end subroutine

integer function sq(k)
  integer :: k
  integer, save :: calls = 0
  real :: r(2)
  integer :: e(2)
  equivalence (r(1), e(1))
  r = 1
  calls = calls + 1
  sq = k * k
  print *, calls, e(1)
end function

program scopes
  real :: a(4) = [1., 2., 3., 4.]
  integer, external :: sq
  call host(a, 4)
  print *, sq(5)
end program
