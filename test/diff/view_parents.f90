! Views through allocatable (lower bound 0), pointer and assumed-shape parents:
! ps%mass of an allocatable, pq%mass of a pointer array, a view returned by a
! POINTER function, CHARACTER component substrings of an assumed-shape dummy.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module v7m
  implicit none
  type q
    real :: pos(3)
    real :: mass
  end type
  type node
    character(len=3) :: tag
    type(q) :: part
  end type
contains
  subroutine heavier(ps, f)
    type(q), intent(inout) :: ps(:)
    real, intent(in) :: f
    ps%mass = ps%mass * f
    ps%pos(2) = ps%pos(2) + sum(ps%mass)
  end subroutine
  function masses(ps) result(m)
    type(q), intent(in), target :: ps(:)
    real, pointer :: m(:)
    m => ps%mass
  end function
  subroutine tags(ns)
    type(node), intent(inout) :: ns(:)
    ns%tag(2:2) = '*'
    ns%part%mass = ns%part%mass + 0.25
  end subroutine
end module

program view_parents
  use v7m
  implicit none
  type(q), allocatable, target :: ps(:)
  type(q), pointer :: pq(:)
  type(node), allocatable :: ns(:)
  real, pointer :: m(:)
  integer :: i
  allocate(ps(0:4))
  do i = 0, 4
    ps(i)%pos = [real(i), real(2*i), real(3*i)]
    ps(i)%mass = i + 1
  end do
  call heavier(ps, 2.0)
  print *, ps%mass, ps%pos(2)
  pq => ps(1:4)
  pq%mass = -pq%mass
  print *, ps%mass
  m => pq%mass
  m(1) = 100
  print *, ps(1)%mass, m, lbound(m)
  call heavier(pq(2:3), 0.5)
  print *, ps%mass
  m => pq(4:1:-1)%pos(3)
  print *, m
  m => ps(::2)%pos(1)
  print *, m, size(m)
  m => masses(ps)
  print *, m, lbound(m), size(m)
  m(2) = 42
  print *, ps%mass
  allocate(ns(3))
  ns%tag = ['abc', 'def', 'ghi']
  ns%part%mass = [1.0, 2.0, 3.0]
  ns%part%pos(1) = [7.0, 8.0, 9.0]
  call tags(ns)
  print *, ns%tag, ns%part%mass
  print *, ns(2:3)%tag(1:2), ns%part%pos(1)
end program
