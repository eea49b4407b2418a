! Functions whose result is a CHARACTER(n) ALLOCATABLE or POINTER scalar
! (gfortran passes a slot for the data's address first), and ALLOCATABLE
! results that start unallocated in the callee on every call.
! RUN: %diff-gfortran %s
module m
  implicit none
  character(len=5), target :: stored = 'hello'
contains
  function ptr_name() result(p)
    character(len=5), pointer :: p
    p => stored
  end function
end module

program alloc_char_scalar_result
  use m
  implicit none
  integer :: i
  character(len=3) :: s
  do i = 1, 2
    if (func() /= 'abc') stop 1
    s = func()
    print '(A,1X,A)', s, func() // '!'
  end do
  print '(A)', ptr_name()
  stored = 'world'
  print '(A,I2)', ptr_name(), len(ptr_name())
  do i = 1, 3
    print '(3I3)', arr(i)
  end do
  print '(I0)', size_of_seed()
contains
  function func() result(str)
    character(len=3), allocatable :: str
    if (allocated(str)) stop 2
    allocate(str)
    str = 'abc'
  end function

  function arr(n) result(a)
    integer, intent(in) :: n
    integer, allocatable :: a(:)
    if (allocated(a)) stop 3
    allocate(a(3))
    a = n
  end function

  ! RANDOM_SEED with OPTIONAL dummies passed on, some absent
  integer function size_of_seed()
    integer :: n
    integer, allocatable :: seed(:), check(:)
    call seeds(size=n)
    allocate(seed(n), check(n))
    seed = 42
    call seeds(put=seed)
    call seeds(get=check)
    size_of_seed = count(seed(1:n-1) == check(1:n-1))
  end function

  subroutine seeds(size, put, get)
    integer, optional :: size
    integer, optional :: put(:), get(:)
    call random_seed(size, put, get)
  end subroutine
end program
