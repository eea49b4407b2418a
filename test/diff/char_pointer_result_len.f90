! A scalar CHARACTER(n) POINTER or ALLOCATABLE function result: gfortran's
! callee takes the result's slot and its length, then the arguments; direct
! calls and calls through a procedure pointer component.
! RUN: %diff-gfortran %s
module m_cpr
  implicit none
  type :: holder
    procedure(pick), pointer, nopass :: get => null()
  end type
contains
  function pick(s)
    character(len=5), pointer :: pick
    character(len=5), target :: s
    pick => s
  end function
  function upper(s, n)
    character(len=4), allocatable :: upper
    character(len=*), intent(in) :: s
    integer, intent(in) :: n
    allocate(upper)
    upper = s(n:)
  end function
end module

program char_pointer_result_len
  use m_cpr
  implicit none
  character(len=5), target :: word = 'abcde'
  character(len=5), pointer :: p
  type(holder) :: h
  p => pick(word)
  print '(A)', p
  h%get => pick
  p => h%get(word)
  word = 'fghij'
  print '(A)', p
  print '(A)', h%get(word)
  print '(A,A,A)', '[', upper('xylophone', 3), ']'
end program
