! A derived type with an allocatable array component of its own type: deep
! copies and frees of it go through a helper per type that calls itself for
! the elements (expanding them inline never ended). gfortran 12 crashes on
! this program at exit, so it is checked against its known output.
! RUN: %cuf90 %s -o %t
! RUN: %t | FileCheck %s
! CHECK: 57 21  3
! CHECK-NEXT: T 21 21
module recursive_alloc_comp_m
  type :: node
    integer :: v = 0
    type(node), allocatable :: kids(:)
  end type
contains
  recursive integer function total(n) result(t)
    type(node), intent(in) :: n
    integer :: i
    t = n%v
    if (allocated(n%kids)) then
      do i = 1, size(n%kids)
        t = t + total(n%kids(i))
      end do
    end if
  end function
end module
program recursive_alloc_comp
  use recursive_alloc_comp_m
  type(node) :: a, b
  a%v = 1
  allocate (a%kids(2))
  a%kids(1)%v = 2
  a%kids(2)%v = 3
  allocate (a%kids(2)%kids(3))
  a%kids(2)%kids(:)%v = [4, 5, 6]
  b = a
  a%kids(2)%kids(1)%v = 40
  print '(3i3)', total(a), total(b), size(b%kids(2)%kids)
  a = b
  print '(l1, 2i3)', allocated(a%kids), total(a), total(b)
end
