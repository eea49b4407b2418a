! Structure constructors give CLASS components (scalars and arrays) their
! values' dynamic type, as ALLOCATE(c, SOURCE=value) does, also inside
! array constructors, and the holders are copied deeply at that type
! (gfortran 12 stops with an internal compiler error on these
! constructors, so the output is checked here).
! RUN: %cuf90 %s -o %t && %t | FileCheck %s
! CHECK: ext 7 70
! CHECK-NEXT: ext 8 80
! CHECK-NEXT: ext 9 90
! CHECK-NEXT: F
! CHECK-NEXT: ext 7 70
! CHECK-NEXT: ext 8 80
! CHECK-NEXT: ext 9 90
! CHECK-NEXT: base 5
! CHECK-NEXT: F
! CHECK-NEXT: ext 1 0
module class_component_ctor_m
  implicit none
  type :: base
    integer :: id = 0
  contains
    procedure :: show => base_show
  end type
  type, extends(base) :: ext
    integer, allocatable :: v(:)
  contains
    procedure :: show => ext_show
  end type
  type :: holder
    integer :: tag = 7
    class(base), allocatable :: items(:)
    class(*), allocatable :: any(:)
    class(base), allocatable :: one
  end type
  type :: wrap
    class(base), allocatable :: c
  end type
contains
  subroutine base_show(self)
    class(base), intent(in) :: self
    print '(a,i0)', 'base ', self%id
  end subroutine
  subroutine ext_show(self)
    class(ext), intent(in) :: self
    print '(a,i0,1x,i0)', 'ext ', self%id, self%v(1)
  end subroutine
  subroutine wrap_one(o)
    class(base), intent(in) :: o
    type(wrap), allocatable :: list(:)
    list = [wrap(o)]
    call list(1)%c%show()
  end subroutine
end module

program class_component_ctor
  use class_component_ctor_m
  implicit none
  type(holder) :: h2
  type(holder), allocatable :: hs(:)
  integer :: i
  h2 = holder(2, [ext(7, [70]), ext(8, [80])], null(), ext(9, [90]))
  do i = 1, 2
    call h2%items(i)%show()
  end do
  call h2%one%show()
  print '(l1)', allocated(h2%any)
  hs = [holder(3, h2%items, null(), h2%one), holder(4, null(), null(), base(5))]
  do i = 1, 2
    call hs(1)%items(i)%show()
  end do
  call hs(1)%one%show()
  call hs(2)%one%show()
  print '(l1)', allocated(hs(2)%items)
  call wrap_one(ext(1, [0]))
end program
