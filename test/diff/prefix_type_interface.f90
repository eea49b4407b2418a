! RUN: %diff-gfortran %s
! A function's prefix type-spec may call a function that the function's
! own specification part declares by an interface body, and the result's
! bounds may ask the result's length: LEN(r) of character(width(n)) r;
! an IMPLICIT statement may ask the length of a character(4) result.
module pti_m
  implicit none
contains
  character(width(n)) function stars(n) result(r)
    integer, intent(in) :: n
    dimension r(len(r) - 1)
    interface
      pure integer function width(k)
        integer, intent(in) :: k
      end function
    end interface
    integer :: i
    do i = 1, size(r)
      r(i) = repeat('*', i)
    end do
  end function

  character(4) function upper(a)
    implicit character(len(upper) + 1) (a)
    intent(in) :: a
    upper = a(2:)
  end function
end module

pure integer function width(k)
  integer, intent(in) :: k
  width = 2 * k
end function

program p
  use pti_m
  implicit none
  character(:), allocatable :: s(:)
  s = stars(3)
  print '(i0,1x,i0)', len(s), size(s)
  print '(a)', s
  print '(a,"|")', upper('xabcdef')
end program
