! CHARACTER components of derived-type arrays (ps%name, ps%name(1:2),
! ps(2:3)%name(i:j)) and array substrings of variable bounds as actual
! arguments (lengths passed right), through pointers, in output lists.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module m3
  implicit none
  type person
    character(len=6) :: name
    integer :: age
  end type
contains
  subroutine show(s)
    character(len=*), intent(in) :: s(:)
    print *, len(s), size(s), '[', s, ']'
  end subroutine
  subroutine show2(s, n)
    integer, intent(in) :: n
    character(len=*), intent(in) :: s(n)
    print *, len(s), '[', s, ']'
  end subroutine
end module
program v3
  use m3
  implicit none
  character(len=8) :: c(3)
  type(person), target :: ps(3)
  character(len=:), pointer :: q(:)
  character(len=6), pointer :: nm(:)
  integer :: i, j
  c = ['abcdefgh', 'ijklmnop', 'qrstuvwx']
  i = 2; j = 5
  call show(c(:)(i:j))
  call show2(c(:)(i:j), 3)
  call show(c(2:3)(j:))
  print *, c(:)(i:j)
  ps%name = ['alice ', 'bob   ', 'carol ']
  ps%age = [30, 40, 50]
  print *, ps%name(1:2), ps(2:3)%name(i:j)
  call show(ps%name)
  call show(ps%name(2:3))
  ps%name(1:1) = ['A', 'B', 'C']
  print *, ps
  nm => ps%name
  nm(2) = 'robert'
  print *, ps%name, size(nm), len(nm)
  print *, (ps(i)%name, i = 1, 3)
end program
