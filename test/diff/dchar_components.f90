! Deferred-length CHARACTER components (gfortran's hidden _name_length after
! the components): assignment, growth, deep copy on derived assignment,
! structure constructors, function results of such types, arrays of them,
! substrings, deallocation with the object.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module dchar_components_m
  implicit none
  type person
    character(len=:), allocatable :: name
    integer :: age = 0
    character(len=:), allocatable :: city
  end type
contains
  subroutine show(p)
    type(person), intent(in) :: p
    if (allocated(p%name)) then
      write(*, '(a,a,a,i0,a,i0)') '[', p%name, '] age ', p%age, ' len ', len(p%name)
    else
      print *, 'no name, age', p%age
    end if
  end subroutine
  function make(n, a) result(p)
    character(len=*), intent(in) :: n
    integer, intent(in) :: a
    type(person) :: p
    p%name = n
    p%age = a
    p%city = 'city of ' // n
  end function
end module
program dchar_components
  use dchar_components_m
  implicit none
  type(person) :: a, b
  type(person), allocatable :: crowd(:)
  integer :: i
  call show(a)
  a%name = 'Ada'
  a%age = 36
  call show(a)
  b = a
  b%name = b%name // ' Lovelace'
  call show(a)
  call show(b)
  a = person('Grace', 85, 'Arlington')
  call show(a)
  print *, a%city, len(a%city)
  allocate(crowd(3))
  do i = 1, 3
    crowd(i) = make(repeat('x', i), 10 * i)
  end do
  do i = 1, 3
    call show(crowd(i))
    print *, crowd(i)%city
  end do
  crowd(2)%name = crowd(3)%name // crowd(1)%name
  call show(crowd(2))
  a = crowd(2)
  crowd(2)%name = 'changed'
  call show(a)
  call show(crowd(2))
  print *, (len(crowd(i)%name), i = 1, 3)
  print *, crowd(1)%name(1:1), a%name(2:3)
  deallocate(crowd)
end program
