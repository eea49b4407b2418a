! RETURN from subroutines and functions before their end: linear search,
! early validation, a function with several exits.
! RUN: %diff-gfortran %s
program return_stmt
  implicit none
  integer :: list(8) = [4, 8, 15, 16, 23, 42, 7, 1]
  integer :: pos

  call find(list, 23, pos)
  print *, '23 at', pos
  call find(list, 99, pos)
  print *, '99 at', pos
  print *, sign_name(-5), ' ', sign_name(0), ' ', sign_name(12)
  call report(-1)
  call report(3)
  print *, first_even(list), first_even([1, 3, 5])

contains

  subroutine find(a, key, where)
    integer, intent(in) :: a(:), key
    integer, intent(out) :: where
    integer :: i
    where = 0
    do i = 1, size(a)
      if (a(i) == key) then
        where = i
        return
      end if
    end do
  end subroutine find

  function sign_name(n) result(s)
    integer, intent(in) :: n
    character(len=8) :: s
    s = 'zero'
    if (n < 0) then
      s = 'negative'
      return
    end if
    if (n == 0) return
    s = 'positive'
  end function sign_name

  subroutine report(n)
    integer, intent(in) :: n
    if (n < 0) then
      print *, 'report: invalid', n
      return
    end if
    print *, 'report:', n, 'items'
  end subroutine report

  integer function first_even(a)
    integer, intent(in) :: a(:)
    integer :: i
    do i = 1, size(a)
      if (mod(a(i), 2) == 0) then
        first_even = a(i)
        return
      end if
    end do
    first_even = -1
  end function first_even
end program return_stmt
