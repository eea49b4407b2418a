! Functions returning ALLOCATABLE CLASS arrays: the caller's result is
! gfortran's container (descriptor, then the vtable the callee sets), so
! the elements are read at the dynamic type's size and the dynamic type
! reaches assignments to TYPE and CLASS arrays, CLASS and TYPE array
! dummies, SIZE and SAME_TYPE_AS. gfortran 12 reads these results at the
! declared type's size (wrong values, an ICE for SAME_TYPE_AS), so the
! program checks itself.
! RUN: %cuf90 %s -o %t && %t | FileCheck %s
! CHECK: u 3 1.0
! CHECK-NEXT: u 4 2.0
! CHECK-NEXT: u 5 3.0
! CHECK-NEXT: t 1
! CHECK-NEXT: PASS
module class_array_result_m
  implicit none
  type t
    integer :: ii
  contains
    procedure :: show
  end type t
  type, extends(t) :: u
    real :: rr
    integer, allocatable :: extra(:)
  end type u
contains
  subroutine show(self)
    class(t), intent(in) :: self
    select type (self)
    type is (u)
      print '(a,i0,f4.1)', 'u ', self%ii, self%rr
    class default
      print '(a,i0)', 't ', self%ii
    end select
  end subroutine
  function plain_ones() result(res)
    class(t), allocatable :: res(:)
    allocate (res(3), source = [t(1), t(2), t(3)])
  end function
  function extended(n) result(res)
    integer, intent(in) :: n
    class(t), allocatable :: res(:)
    integer :: i
    allocate (res(n), source = [(u(i + 2, real(i), [i]), i = 1, n)])
  end function
  integer function total(a)
    class(t), intent(in) :: a(:)
    integer :: i
    total = 0
    do i = 1, size(a)
      total = total + a(i)%ii
      select type (e => a(i))
      type is (u)
        total = total + 100 * e%extra(1)
      end select
    end do
  end function
  integer function plain_total(a)
    type(t), intent(in) :: a(:)
    plain_total = sum(a%ii)
  end function
end module

program class_array_result
  use class_array_result_m
  implicit none
  type(t) :: y(3)
  class(t), allocatable :: z(:)
  integer :: i
  y = plain_ones()
  if (any(y%ii /= [1, 2, 3])) stop 1
  y = extended(3)
  if (any(y%ii /= [3, 4, 5])) stop 2
  if (total(extended(3)) /= 12 + 600) stop 3
  if (total(plain_ones()) /= 6) stop 4
  if (plain_total(extended(3)) /= 12) stop 5
  z = extended(3)
  if (.not. same_type_as(z, u(1, 1.0, null()))) stop 6
  if (total(z) /= 612) stop 7
  do i = 1, size(z)
    call z(i)%show()
  end do
  if (size(extended(4)) /= 4) stop 8
  if (.not. same_type_as(extended(1), u(1, 1.0, null()))) stop 9
  if (same_type_as(plain_ones(), u(1, 1.0, null()))) stop 10
  z = plain_ones()
  call z(1)%show()
  print '(a)', 'PASS'
end program
