! Parameterized derived types with constant parameters: KIND parameters
! choose component kinds, LEN parameters (constant here) bounds and
! character lengths; defaults, keywords, inquiries x%k and x%n (also in
! specification expressions), instances as dummies, arrays of them, and
! list-directed output of the whole object (which writes the parameters
! first, as gfortran does).
! RUN: %diff-gfortran %s
module pdt_kind_len_m
  implicit none
  type :: vec(k, n)
    integer, kind :: k = 4
    integer, len :: n
    real(kind=k) :: v(n)
    character(len=n) :: s
  end type
  type :: box(m)
    integer, len :: m
    real :: w(m)
    integer :: count
  end type
contains
  subroutine show(x)
    type(vec(8, 3)), intent(in) :: x
    print *, x%k, x%n, kind(x%v), size(x%v), x%v, len(x%s), x%s
  end subroutine
  real(8) function total(b)
    type(box(2)), intent(in) :: b
    integer :: i
    total = 0
    do i = 1, b%m
      total = total + b%w(i)
    end do
  end function
end module

program pdt_kind_len
  use pdt_kind_len_m
  implicit none
  integer, parameter :: dp = kind(1d0)
  type(vec(dp, 3)) :: a
  type(vec(n=2)) :: b(2)
  type(vec(k=4, n=5)) :: c
  type(box(2)) :: bx
  real(kind=a%k) :: r
  a%v = [1d0, 2d0, 3d0]
  a%s = 'abc'
  call show(a)
  b(1)%v = [1.5, 2.5]
  b(2)%v = 9
  print *, b(1)%k, b(2)%n, b(1)%v, b(2)%v, kind(b(1)%v), size(b)
  r = 1
  print *, kind(r), c%n, size(c%v), len(c%s)
  c%v = 1
  c%s = 'hello'
  print *, c
  bx%w = [1.0, 2.0]
  bx%count = 2
  print *, total(bx), bx%m, bx
end program
