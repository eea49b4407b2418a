! Pointer bounds (F2003 p(0:) => a) and bounds remapping (F2008
! p(1:n, 1:m) => a), TARGET dummies, pointer components of derived-type
! array elements pointing into sibling arrays.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module remap_mod
  implicit none
  type grid
    integer :: n, m
    real, pointer :: cells(:, :) => null()
    real, pointer :: flat(:) => null()
  end type
  type q
    real :: pos(3)
    real :: mass
  end type
contains
  subroutine attach(g, storage, n, m)
    type(grid), intent(inout) :: g
    real, target, intent(inout) :: storage(:)
    integer, intent(in) :: n, m
    g%n = n
    g%m = m
    g%flat => storage
    g%cells(1:n, 1:m) => storage
  end subroutine
  subroutine zero_based(a, s)
    real, target, intent(inout) :: a(:)
    real, intent(out) :: s
    real, pointer :: z(:)
    integer :: i
    z(0:) => a
    s = 0
    do i = lbound(z, 1), ubound(z, 1)
      s = s + i * z(i)
    end do
    z(0) = -1
  end subroutine
end module

program view_remap
  use remap_mod
  implicit none
  real, target :: a(12), m2(3, 4), store(6)
  real, pointer :: p(:, :), q1(:), r(:)
  type(grid) :: g(2)
  type(q), target :: ps(4)
  real :: s
  integer :: i
  a = [(real(i), i = 1, 12)]
  p(1:3, 1:4) => a
  print *, shape(p), p(2, 3), lbound(p), ubound(p)
  p(2, 2) = -5
  print *, a(5)
  q1(0:) => a
  print *, lbound(q1), ubound(q1), q1(0), q1(11)
  r(-2:3) => a(2:12:2)
  print *, r, lbound(r), r(-2), r(3)
  r = 0
  print *, a
  a = [(real(i), i = 1, 12)]
  p(0:1, 2:3) => a(5:)
  print *, p, lbound(p), ubound(p), sum(p)
  m2 = reshape(a, [3, 4])
  q1(1:12) => m2
  print *, sum(q1), q1(7)
  p(5:, 0:) => m2
  print *, lbound(p), ubound(p), p(6, 1)
  q1(10:) => q1
  print *, lbound(q1), ubound(q1)
  store = [(10.0 * i, i = 1, 6)]
  call attach(g(1), store, 2, 3)
  print *, g(1)%cells(2, 3), shape(g(1)%cells), g(1)%flat(4)
  g(1)%cells(1, 2) = 7
  print *, store
  g(2)%cells(0:1, 0:2) => g(1)%flat
  print *, g(2)%cells(1, 2), lbound(g(2)%cells)
  call zero_based(a, s)
  print *, s, a(1)
  ps%mass = [1, 2, 3, 4]
  r(0:) => ps%mass
  print *, r(0), r(3), lbound(r)
  r(5:6) => ps(2:3)%mass
  r = 9
  print *, ps%mass
  p(1:2, 1:2) => ps%mass
  print *, p, matmul(p, [1.0, 1.0])
end program
