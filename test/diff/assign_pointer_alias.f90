! Array assignments whose right side may share storage with the left side
! through POINTER or TARGET variables read the old values first (a
! temporary, as gfortran makes one; also two TARGETs one of which is an
! assumed-shape dummy); so do a CHARACTER scalar right side
! that reads the array assigned, and the FROM of an elemental MVBITS that is
! TO itself at other indices or a TARGET that TO points to.
! RUN: %diff-gfortran %s
module apa_m
  implicit none
  integer, target :: shared(3)
  type :: box
    integer, allocatable :: v(:)
  end type
contains
  subroutine shift_in(p, b)
    integer, pointer :: p(:)
    type(box), pointer :: b
    p(1:4) = b%v(2:5)
  end subroutine
  subroutine shift_out(b, p)
    type(box), pointer :: b
    integer, pointer :: p(:)
    b%v(3:6) = p(1:4)
  end subroutine
  subroutine target_dummy(arg)
    integer, target :: arg(:)
    shared(2:3) = arg(1:2)
  end subroutine
  subroutine via_target(t, p)
    real, target :: t(:)
    real, pointer :: p(:)
    t(2:5) = p(1:4) * 2
  end subroutine
end module

program assign_pointer_alias
  use apa_m
  implicit none
  type(box), pointer :: b
  integer, pointer :: p(:)
  real, target :: r(6)
  real, pointer :: rp(:)
  character(len=5) :: words(3)
  integer :: bits(6), tb(6)
  integer, target :: tt(6)
  integer, pointer :: tp(:)
  integer :: i

  allocate(b)
  b%v = [(10 * i, i = 1, 8)]
  p => b%v(3:8)
  call shift_in(p, b)
  print '(8i4)', b%v
  b%v = [(10 * i, i = 1, 8)]
  p => b%v(1:4)
  call shift_out(b, p)
  print '(8i4)', b%v

  r = [(real(i), i = 1, 6)]
  rp => r
  call via_target(r, rp)
  print '(6f6.1)', r

  shared = [1, 2, 3]
  call target_dummy(shared)
  print '(3i3)', shared

  words = ['abcde', 'fghij', 'klmno']
  words(:)(2:3) = words(2)(3:4)
  print '(3(a,1x))', words

  bits = [1, 2, 3, 4, 5, 6]
  call mvbits(bits([6, 5, 4, 3, 2, 1]), 0, 3, bits, 1)
  print '(6i4)', bits
  tt = [7, 6, 5, 4, 3, 2]
  tp => tt
  tb = tt
  call mvbits(tt([2, 3, 4, 5, 6, 1]), 1, 2, tp, 0)
  print '(6i4)', tt, tb
  deallocate(b%v)
  deallocate(b)
end program
