! Nested part references: a(2)%b(1:3)%c, a(1:2)%b(3)%c, a%b(2)%v(1)
! through pointers and as assumed-shape actual arguments.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module v9m
  implicit none
  type inner
    real :: c
    real :: v(2)
  end type
  type outer
    integer :: n
    type(inner) :: b(3)
  end type
contains
  subroutine neg(x)
    real, intent(inout) :: x(:)
    x = -x
  end subroutine
end module
program view_nested
  use v9m
  implicit none
  type(outer), target :: a(3)
  real, pointer :: p(:)
  integer :: i, j
  do i = 1, 3
    a(i)%n = i
    do j = 1, 3
      a(i)%b(j)%c = 10 * i + j
      a(i)%b(j)%v = [100 * i + j, -(100 * i + j)]
    end do
  end do
  print *, a(2)%b(1:3)%c
  print *, a(1:2)%b(3)%c
  print *, a%b(2)%v(1)
  p => a(2)%b%c
  p = p + 0.5
  p => a%b(1)%v(2)
  call neg(p)
  call neg(a(3)%b(2:3)%v(1))
  call neg(a(1:3:2)%b(1)%c)
  do i = 1, 3
    print *, a(i)%n, a(i)%b
  end do
  print *, sum(a%b(3)%c), maxval(a(2)%b%v(1)), size(a%b(1)%v(2))
end program
