! CLASS array components, kept as gfortran keeps them (the container inside
! the object: the descriptor, then the vtable): ALLOCATE with a type-spec
! and with SOURCE= of arrays and scalars, dispatch on elements, passing to
! CLASS array dummies, SELECT TYPE, SAME_TYPE_AS before ALLOCATE and after
! DEALLOCATE, CLASS(*) array components, components of array elements.
! Intrinsic assignment of the holder copies the data deeply at the dynamic
! type (its allocatable components too), and freeing the holder frees it.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module class_comp_m
  implicit none
  type :: base
    integer :: id = 0
  contains
    procedure :: show => base_show
  end type
  type, extends(base) :: ext
    real :: w = 1.5
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
contains
  subroutine base_show(self)
    class(base), intent(in) :: self
    print *, 'base', self%id
  end subroutine
  subroutine ext_show(self)
    class(ext), intent(in) :: self
    if (allocated(self%v)) then
      print *, 'ext', self%id, self%w, self%v
    else
      print *, 'ext', self%id, self%w
    end if
  end subroutine
  subroutine walk(a)
    class(base), intent(in) :: a(:)
    integer :: i
    do i = 1, size(a)
      call a(i)%show()
    end do
  end subroutine
  subroutine regrow(a, n)
    class(base), allocatable, intent(inout) :: a(:)
    integer, intent(in) :: n
    if (allocated(a)) deallocate(a)
    allocate(ext :: a(n))
    a%id = 100
  end subroutine
end module

program class_array_components
  use class_comp_m
  implicit none
  type(holder) :: h, h2
  type(holder), allocatable :: hs(:)
  integer :: i
  print *, allocated(h%items), same_type_as(h%items, base(1)), same_type_as(h%items, ext())
  allocate(ext :: h%items(3))
  print *, size(h%items), h%tag, same_type_as(h%items, ext())
  h%items%id = [1, 2, 3]
  do i = 1, 3
    call h%items(i)%show()
  end do
  call walk(h%items)
  select type (x => h%items)
  type is (ext)
    x%w = [10.0, 20.0, 30.0]
    print *, 'ext arm', x%id, x%w
  class default
    print *, 'default'
  end select
  call walk(h%items(2:3))
  print *, same_type_as(h%items, ext()), extends_type_of(h%items, base())
  deallocate(h%items)
  print *, allocated(h%items), same_type_as(h%items, base())
  allocate(h%items(2), source=[ext(5, 0.5, [1, 2]), ext(6, 0.25, [3, 4, 5])])
  call walk(h%items)
  deallocate(h%items)
  allocate(h%items(2), source=base(9))
  call walk(h%items)
  call regrow(h%items, 2)
  call walk(h%items)
  allocate(h%any(4), source=[1, 2, 3, 4])
  select type (y => h%any)
  type is (integer)
    print *, 'int', y
  end select
  allocate(h%one, source=ext(3, 2.0, [6]))

  ! deep copies at the dynamic type
  deallocate(h%items)
  allocate(h%items(2), source=[ext(1, 1.0, [1, 2]), ext(2, 2.0, [3, 4, 5])])
  h2 = h
  select type (x => h%items)
  type is (ext)
    x(1)%v(1) = 100
  end select
  call walk(h2%items)
  call h2%one%show()
  call walk(h%items)
  select type (y => h2%any)
  type is (integer)
    print *, 'copied int', y
  end select

  allocate(hs(3))
  hs(2) = h2
  allocate(ext :: hs(3)%items(2))
  hs(3)%items(1)%id = 42
  call walk(hs(3)%items)
  call hs(2)%items(2)%show()
  print *, allocated(hs(1)%items), allocated(hs(2)%items), same_type_as(hs(2)%items, h%items)
  deallocate(hs)
  h2 = holder(1, null(), null(), null())
  print *, allocated(h2%items), h2%tag

end program
