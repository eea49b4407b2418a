! -g: every kind of array prints in gdb with its bounds: a pointer to a
! strided section (DW_AT_byte_stride from the descriptor), an unassociated
! pointer and an unallocated allocatable (DW_AT_associated/allocated),
! an automatic array and a(n, m) bounds from dummies, assumed size
! (n,*), assumed shape with a declared lower bound, an allocatable
! component, deferred-length and automatic-length CHARACTER.
! REQUIRES: gdb
! RUN: %cuf90 -g %s -o %t
! RUN: gdb -batch -nx -ex 'break arrays.f90:%(line+73)' -ex 'break total' -ex run -ex 'info locals' -ex 'ptype p' -ex 'print p(2)' -ex 'print q' -ex 'ptype work' -ex 'print work(2,3)' -ex 'ptype w2' -ex 'print w2(2,3)' -ex 'print buf' -ex 'ptype buf' -ex 'print str' -ex 'print *dl' -ex continue -ex 'print xs' -ex 'ptype xs' -ex 'print xs(3)' -ex 'up 2' -ex 'print a' -ex 'print a%%w(2)' -ex 'ptype a' -ex 'print label' -ex 'print arrmod::gp' %t 2>&1 | FileCheck %s
! CHECK: Breakpoint 1, arrmod::walk (n=2, m=3, w2=..., str=..., _str=4) at
! CHECK: .buf = 2
! CHECK-NEXT: buf = 'te'
! CHECK-NEXT: work = ((1.5, 1.5) (1.5, 1.5) (1.5, 7))
! CHECK-NEXT: p = (2, 5, 8)
! CHECK-NEXT: q = <not associated>
! CHECK-NEXT: t = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
! CHECK-NEXT: never = <not allocated>
! CHECK-NEXT: .dl = 8
! CHECK-NEXT: dl = 0x{{[0-9a-f]+}}
! CHECK: type = integer(kind=4) (3)
! CHECK-NEXT: $1 = 5
! CHECK-NEXT: $2 = <not associated>
! CHECK-NEXT: type = real(kind=4) (2,3)
! CHECK-NEXT: $3 = 7
! CHECK-NEXT: type = real(kind=4) (2,*)
! CHECK-NEXT: $4 = 6
! CHECK-NEXT: $5 = 'te'
! CHECK-NEXT: type = character (2)
! CHECK-NEXT: $6 = 'text'
! CHECK-NEXT: $7 = 'deferred'
! CHECK: Breakpoint 2, arrmod::total (xs=..., lo=0) at
! CHECK: $8 = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
! CHECK-NEXT: type = integer(kind=4) (0:9)
! CHECK-NEXT: $9 = 4
! CHECK: $10 = ( id = 5, w = (1, 2, 3), next = 0x0 )
! CHECK-NEXT: $11 = 2
! CHECK-NEXT: type = Type node
! CHECK-NEXT:     integer(kind=4) :: id
! CHECK-NEXT:     real(kind=4), allocatable :: w(3)
! CHECK-NEXT:     PTR TO -> ( Type node :: next )
! CHECK-NEXT: End Type node
! CHECK-NEXT: $12 = 'geometry'
! CHECK-NEXT: $13 = (7, 8)
module arrmod
  implicit none
  type node
    integer :: id
    real, allocatable :: w(:)
    type(node), pointer :: next => null()
  end type
  character(len=8) :: label = 'geometry'
  integer, pointer :: gp(:) => null()
contains
  integer function total(xs, lo) result(acc)
    integer, intent(in) :: lo
    integer, intent(in) :: xs(lo:)
    integer :: i
    acc = 0
    do i = lo, ubound(xs, 1)
      acc = acc + xs(i)
    end do
  end function

  subroutine walk(n, m, w2, str)
    integer :: n, m
    real :: w2(n, *)
    character(len=*) :: str
    character(len=n) :: buf
    real :: work(n, m)
    integer, pointer :: p(:), q(:)
    integer, target :: t(10)
    real, allocatable :: never(:)
    character(len=:), allocatable :: dl
    integer :: j
    t = [(j, j = 1, 10)]
    p => t(2:10:3)
    nullify(q)
    buf = str
    work = 1.5
    work(2, 3) = 7
    dl = 'deferred'
    print *, p, w2(2, 2), buf, work(1, 1), dl
    print *, total(t, 0)
  end subroutine
end module

program arrays
  use arrmod
  implicit none
  type(node), target :: a
  real :: w2(2, 3)
  integer :: i
  allocate(a%w(3)); a%w = [1., 2., 3.]
  a%id = 5
  w2 = reshape([(real(i), i = 1, 6)], [2, 3])
  allocate(gp(2)); gp = [7, 8]
  call walk(2, 3, w2, 'text')
end program
