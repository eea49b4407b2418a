! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
! ALLOCATABLE and POINTER CLASS arrays in gfortran's container {descriptor,
! vtable}: ALLOCATE with a type-spec, SOURCE= and MOLD= of arrays, elements
! at the dynamic type's size, dispatch on elements, passing to CLASS array
! dummies (ALLOCATABLE ones too), pointer assignment of TYPE and CLASS
! targets and sections, SELECT TYPE on array selectors (TYPE IS, CLASS IS,
! CLASS(*) arrays of an intrinsic type), DEALLOCATE.
module shapes
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
contains
  subroutine base_show(self)
    class(base), intent(in) :: self
    print *, 'base', self%id
  end subroutine
  subroutine ext_show(self)
    class(ext), intent(in) :: self
    print *, 'ext', self%id, self%w
  end subroutine
  subroutine walk(a)
    class(base), intent(in) :: a(:)
    integer :: i
    do i = 1, size(a)
      call a(i)%show()
    end do
  end subroutine
  subroutine grow(a, n)
    class(base), allocatable, intent(inout) :: a(:)
    integer, intent(in) :: n
    integer :: k
    if (allocated(a)) deallocate(a)
    allocate(ext :: a(n))
    a%id = [(10*n + k, k = 1, n)]
  end subroutine
end module

program p
  use shapes
  implicit none
  class(base), allocatable :: a(:), b(:)
  class(base), pointer :: q(:)
  class(*), allocatable :: u(:)
  type(ext), target :: e(3)
  integer :: i
  allocate(ext :: a(4))
  do i = 1, 4
    a(i)%id = i
  end do
  call walk(a)
  print *, a%id, size(a)
  select type (a)
  type is (ext)
    a(2)%w = 7.0
    print *, 'ext arm', a%w
  class default
    print *, 'default'
  end select
  allocate(b, source=a)
  call walk(b(2:3))
  deallocate(b)
  allocate(b(2:3), mold=a)
  print *, lbound(b), ubound(b), b%id
  call grow(b, 3)
  call walk(b)
  e%id = [7, 8, 9]
  q => e
  call walk(q)
  q => e(2:3)
  select type (q)
  class is (ext)
    print *, 'class is ext', q%id, lbound(q), ubound(q)
  end select
  allocate(u(3), source=[1, 2, 3])
  select type (u)
  type is (integer)
    print *, 'int', u, sum(u)
  type is (real)
    print *, 'real'
  end select
  deallocate(a)
  print *, allocated(a), allocated(b)
end program
