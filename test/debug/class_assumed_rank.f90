! -g: a CLASS array dummy prints with its declared type's components, its
! elements read at the dynamic type's size (the descriptor's span), and an
! assumed-rank dummy at the rank of each call's actual (DW_AT_rank and a
! generic subrange read from the descriptor, as gfortran describes it).
! REQUIRES: gdb
! RUN: %cuf90 -g %s -o %t
! RUN: gdb -batch -nx -ex 'break show' -ex 'break anyrank' -ex run -ex 'info args' -ex 'ptype ps' -ex 'print ps(2)' -ex 'print ps(3)%%x' -ex continue -ex 'info args' -ex 'print a(2,3)' -ex continue -ex 'print a' -ex 'ptype a' -ex 'print a(3)' -ex continue -ex 'print a' %t 2>&1 | FileCheck %s
! CHECK: Breakpoint 1, class_rank_m::show (ps=..., n=0) at
! CHECK: ps = (( id = 1, x = 1.5 ), ( id = 2, x = 3 ), ( id = 3, x = 4.5 ))
! CHECK: type = Type pt
! CHECK-NEXT: integer(kind=4) :: id
! CHECK-NEXT: real(kind=4) :: x
! CHECK-NEXT: End Type pt (3)
! CHECK-NEXT: $1 = ( id = 2, x = 3 )
! CHECK-NEXT: $2 = 4.5
! CHECK: Breakpoint 2, class_rank_m::anyrank (a=..., r=0) at
! CHECK: a = ((1, 2) (3, 4) (5, 6))
! CHECK: $3 = 6
! CHECK: Breakpoint 2, class_rank_m::anyrank (a=..., r=2) at
! CHECK: $4 = (7, 8, 9, 10)
! CHECK-NEXT: type = real(kind=4) (4)
! CHECK-NEXT: $5 = 9
! CHECK: Breakpoint 2, class_rank_m::anyrank (a=2.5, r=1) at
! CHECK: $6 = 2.5
module class_rank_m
  type :: pt
    integer :: id
    real :: x
  end type
  type, extends(pt) :: pt3
    real :: z
  end type
contains
  subroutine show(ps, n)
    class(pt), intent(in) :: ps(:)
    integer :: n
    n = size(ps)
  end subroutine
  subroutine anyrank(a, r)
    real, intent(in) :: a(..)
    integer :: r
    r = rank(a)
  end subroutine
end module
program class_rank
  use class_rank_m
  type(pt3) :: v(3)
  real :: m(2, 3), w(4), s
  integer :: n, r, i
  v = [(pt3(i, 1.5 * i, 9.0), i = 1, 3)]
  m = reshape([1., 2., 3., 4., 5., 6.], [2, 3])
  w = [7., 8., 9., 10.]
  s = 2.5
  call show(v, n)
  call anyrank(m, r)
  call anyrank(w, r)
  call anyrank(s, r)
  print *, n, r
end program
