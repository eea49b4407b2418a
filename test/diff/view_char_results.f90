! Array-valued functions with a CHARACTER(len=len(s)) result, called with
! whole arrays and with array substrings of constant and variable bounds.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module view_char_results_m
  implicit none
contains
  function firsts(s) result(r)
    character(len=*), intent(in) :: s(:)
    character(len=len(s)) :: r(size(s))
    integer :: i
    do i = 1, size(s)
      r(i) = s(size(s) + 1 - i)
    end do
  end function
  function stars(s, n) result(r)
    character(len=*), intent(in) :: s(:)
    integer, intent(in) :: n
    character(len=len(s) + n) :: r(size(s))
    r = s // repeat('*', n)
  end function
end module

program view_char_results
  use view_char_results_m
  implicit none
  character(len=7) :: c(3)
  integer :: i = 2, j = 4
  c = ['abcdefg', 'hijklmn', 'opqrstu']
  print *, firsts(c), len(firsts(c))
  print *, firsts(c(:)(2:4)), len(firsts(c(:)(2:4)))
  print *, firsts(c(:)(i:j)), len(firsts(c(2:3)(j:)))
  print *, '[', stars(c(1:2)(i:i), 3), ']', len(stars(c, j))
  print *, firsts(stars(c(:)(5:), 1))
end program
