! A stack module with private state and public operations; used to check
! balanced brackets and to evaluate a postfix expression.
! RUN: %diff-gfortran %s
module int_stack
  implicit none
  private
  integer, parameter :: capacity = 64
  integer :: items(capacity)
  integer :: top = 0
  public :: push, pop, peek, is_empty, stack_size, clear
contains
  subroutine push(v)
    integer, intent(in) :: v
    if (top == capacity) then
      print *, 'stack overflow'
      return
    end if
    top = top + 1
    items(top) = v
  end subroutine push

  integer function pop()
    if (top == 0) then
      pop = -huge(0)
      return
    end if
    pop = items(top)
    top = top - 1
  end function pop

  integer function peek()
    peek = items(top)
  end function peek

  logical function is_empty()
    is_empty = top == 0
  end function is_empty

  integer function stack_size()
    stack_size = top
  end function stack_size

  subroutine clear()
    top = 0
  end subroutine clear
end module int_stack

program stack_demo
  use int_stack
  implicit none
  integer :: i, a, b

  do i = 1, 5
    call push(i * i)
  end do
  print *, 'size', stack_size(), 'top', peek()
  do while (.not. is_empty())
    print *, 'pop', pop()
  end do

  print *, balanced('(a[b]{c})'), balanced('(]'), balanced('((x)'), balanced('')

  ! postfix 3 4 + 2 * 7 -  =  (3+4)*2-7 = 7
  call clear()
  call push(3); call push(4)
  b = pop(); a = pop(); call push(a + b)
  call push(2)
  b = pop(); a = pop(); call push(a * b)
  call push(7)
  b = pop(); a = pop(); call push(a - b)
  print *, 'postfix result', pop(), 'empty', is_empty()

contains

  logical function balanced(s)
    character(len=*), intent(in) :: s
    integer :: k, c
    call clear()
    balanced = .true.
    do k = 1, len(s)
      select case (s(k:k))
      case ('(', '[', '{')
        call push(iachar(s(k:k)))
      case (')', ']', '}')
        if (is_empty()) then
          balanced = .false.
          return
        end if
        c = pop()
        if (.not. matches(achar(c), s(k:k))) then
          balanced = .false.
          return
        end if
      end select
    end do
    balanced = is_empty()
  end function balanced

  logical function matches(open, close)
    character, intent(in) :: open, close
    matches = (open == '(' .and. close == ')') .or. (open == '[' .and. close == ']') &
              .or. (open == '{' .and. close == '}')
  end function matches
end program stack_demo
