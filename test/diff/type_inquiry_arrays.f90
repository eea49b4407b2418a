! RUN: %diff-gfortran %s
! SAME_TYPE_AS and EXTENDS_TYPE_OF with array arguments: CLASS arrays
! unallocated (the declared type), allocated with an extension, SAVE'd,
! assumed-shape CLASS dummies, TYPE arrays and CLASS(*) arrays.
module mi
  type :: t
    integer :: a = 0
  end type
  type, extends(t) :: t2
    integer :: b = 0
  end type
contains
  subroutine check(d, x)
    class(t), intent(in) :: d(:)
    class(t), intent(in) :: x
    print *, 'dummy', same_type_as(d, x), extends_type_of(d, x), extends_type_of(x, d)
  end subroutine
  subroutine saved()
    type(t), save, allocatable :: a(:)
    class(t), save, allocatable :: b(:)
    print *, 'saved', same_type_as(a, b), allocated(b)
    if (.not. allocated(b)) allocate(t2 :: b(2))
    print *, 'saved', same_type_as(a, b), extends_type_of(b, a)
  end subroutine
end module
program p
  use mi
  class(t), allocatable :: x(:), s
  class(*), allocatable :: u(:)
  type(t) :: y(3)
  type(t2) :: z(2)
  print *, same_type_as(x, y), extends_type_of(x, y), extends_type_of(y, x)
  allocate(t2 :: x(4))
  print *, same_type_as(x, y), same_type_as(x, z), extends_type_of(x, y), extends_type_of(y, x)
  allocate(t :: s)
  print *, same_type_as(x, s), extends_type_of(x, s), extends_type_of(s, x)
  print *, extends_type_of(y, u), same_type_as(u, y)
  allocate(u(2), source=z)
  print *, same_type_as(u, z), extends_type_of(u, y), extends_type_of(u, x), same_type_as(u, s)
  call check(x, s)
  call check(y, s)
  call check(x(2:3), z(1))
  call saved()
  call saved()
end program
