! Functions returning procedure pointers (to subroutines and functions),
! declared by PROCEDURE(iface), POINTER for the result or the function name,
! and by a POINTER statement with an interface block before or after it; a
! POINTER variable given its interface by an interface block.
! RUN: %diff-gfortran %s
module m
  implicit none
  abstract interface
    subroutine sub(i)
      integer, intent(inout) :: i
    end subroutine sub
  end interface
  procedure(sub), pointer :: psub => null()
contains
  subroutine inc(i)
    integer, intent(inout) :: i
    i = i + 1
  end subroutine
  function get_sub() result(r)
    procedure(sub), pointer :: r
    r => psub
  end function
  function get_sub2()
    procedure(sub), pointer :: get_sub2
    get_sub2 => psub
  end function
end module
module m2
  implicit none
contains
  function pick(neg)
    logical, intent(in) :: neg
    pointer :: pick
    interface
      integer function pick(x)
        integer, intent(in) :: x
      end function
    end interface
    if (neg) then
      pick => minus
    else
      pick => twice
    end if
  end function
  function pick2()
    interface
      integer function pick2(x)
        integer, intent(in) :: x
      end function
    end interface
    pointer :: pick2
    pick2 => twice
  end function
  integer function minus(x)
    integer, intent(in) :: x
    minus = -x
  end function
  integer function twice(x)
    integer, intent(in) :: x
    twice = 2 * x
  end function
end module
program p
  use m
  use m2
  implicit none
  procedure(sub), pointer :: q
  pointer :: sp
  interface
    subroutine sp(i)
      integer, intent(inout) :: i
    end subroutine
  end interface
  procedure(minus), pointer :: f
  integer :: k = 1
  psub => inc
  q => get_sub()
  call q(k)
  q => get_sub2()
  call q(k)
  sp => inc
  call sp(k)
  f => pick(.true.)
  print *, k, f(5)
  f => pick(.false.)
  print *, f(5)
  f => pick2()
  print *, f(7)
end program
