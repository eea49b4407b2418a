! CHARACTER(KIND=4) functions: a typed function of constant length, an
! ELEMENTAL function of assumed length over an array, an ALLOCATABLE
! array result; DATA, implied-DO constructors, array
! comparisons, SELECT CASE and array conversions between kinds.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module char4_functions_mod
contains
  character(kind=4,len=5) function f(i)
    integer :: i
    f = char(64+i, 4) // 4_'----'
  end function
  elemental function up(c) result(r)
    character(kind=4,len=*), intent(in) :: c
    character(kind=4,len=len(c)) :: r
    integer :: i
    do i = 1, len(c)
      r(i:i) = c(i:i)
      if (c(i:i) >= 4_'a' .and. c(i:i) <= 4_'z') r(i:i) = char(ichar(c(i:i)) - 32, 4)
    end do
  end function
  function arr(n) result(r)
    integer :: n
    character(kind=4,len=2), allocatable :: r(:)
    integer :: i
    allocate(r(n))
    do i = 1, n
      r(i) = char(48+i, 4) // 4_'#'
    end do
  end function
end module
program char4_functions
  use char4_functions_mod
  implicit none
  character(kind=4,len=3) :: w(2) = [4_'abc', 4_'xyz']
  print *, f(1), f(2)
  print *, up(w), up(4_'hello')
  print *, arr(3)
  print *, size(arr(4)), arr(2)//4_'!'
  call more
contains
  subroutine more
    character(kind=4, len=4) :: s, a(3)
    character(kind=4, len=3) :: b(3)
    character(kind=1, len=4) :: n(3)
    integer :: i
    data s /4_'data'/, a /3*4_'xy'/
    b = [(char(96+i, 4) // char(97+i, 4) // char(98+i, 4), i = 1, 3)]
    print *, s, a, b
    print *, [(b(i)(2:2), i = 1, 3)]
    print *, any(b == 4_'bcd'), count(a == 4_'xy  ')
    s(2:3) = b(3)(1:2)
    print *, s, len(s // b(1)), s // b(1)
    n = b
    print *, n
    a = n
    print *, a
    select case (b(2))
    case (4_'a':4_'bz')
      print *, 'first range'
    case (4_'c':4_'d')
      print *, 'second range'
    case default
      print *, 'default'
    end select
  end subroutine
end program
