! RUN: %diff-gfortran %s
! Sections of CLASS array dummies passed on to CLASS array dummies (also
! recursively, sections of sections, with strides): elements stay at the
! dynamic type's size, which may exceed the declared type's.
module ms
  type :: t
    integer :: a = 0
  end type
  type, extends(t) :: t2
    integer :: b(3) = 0
  end type
  real :: total = 0
contains
  recursive subroutine walk(x, depth)
    class(*), intent(in) :: x(:)
    integer, intent(in) :: depth
    if (size(x) == 0) return
    select type (x)
    type is (real)
      total = total + x(1)
      print *, depth, size(x), x(1)
    type is (t2)
      print *, depth, size(x), x(1)%a, x(1)%b
    end select
    call walk(x(2:), depth + 1)
  end subroutine
  recursive subroutine every_other(x)
    class(t), intent(in) :: x(:)
    if (size(x) == 0) return
    print *, 'every_other', size(x), x%a
    call every_other(x(3::2))
  end subroutine
end module
program p
  use ms
  real :: r(5) = [1., 2., 3., 4., 5.]
  type(t2) :: e(7)
  class(t), allocatable :: c(:)
  integer :: i
  call walk(r, 1)
  call walk(r(5:1:-2), 1)
  print *, total
  do i = 1, 7
    e(i)%a = i
    e(i)%b = [i, 10 * i, 100 * i]
  end do
  call walk(e(2:6), 1)
  call every_other(e)
  allocate(c, source=e)
  call every_other(c(7:1:-1))
end program
