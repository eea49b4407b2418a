! Deferred-length CHARACTER with elemental functions on arrays, len=*
! INTENT(OUT) dummies writing into its storage, a recursive function with a
! local derived type holding a deferred-length component, and an internal
! function result built from host variables.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module dchar_recursive_m
  implicit none
contains
  elemental function first_upper(s) result(r)
    character(len=*), intent(in) :: s
    character(len=len(s)) :: r
    r = s
    if (len(r) > 0) then
      if (r(1:1) >= 'a' .and. r(1:1) <= 'z') r(1:1) = achar(iachar(r(1:1)) - 32)
    end if
  end function
  subroutine blank(s)
    character(len=*), intent(out) :: s
    s = 'overwritten text'
  end subroutine
  recursive function path(n) result(p)
    integer, intent(in) :: n
    character(len=:), allocatable :: p
    type t
      character(len=:), allocatable :: seg
    end type
    type(t) :: x
    x%seg = 'n' // achar(48 + n)
    if (n == 0) then
      p = x%seg
    else
      p = path(n - 1) // '/' // x%seg
    end if
  end function
end module
program dchar_recursive
  use dchar_recursive_m
  implicit none
  character(len=:), allocatable :: w(:), s
  w = [character(len=6) :: 'apple', 'kiwi', 'fig']
  w = first_upper(w)
  print '(3("[",a,"]"))', w
  s = repeat('.', 10)
  call blank(s)
  print *, '[', s, ']', len(s)
  call blank(w(2))
  print '(3("[",a,"]"))', w
  print *, path(4)
  print *, tail(3)
contains
  function tail(n) result(r)
    integer, intent(in) :: n
    character(len=:), allocatable :: r
    r = s(len(s) - n + 1:) // w(1)(1:n)
  end function
end program
