! A defined assignment x1 = x2 is CALL sub(x1, (x2)): with x1 INTENT(OUT)
! and default initialization, d = d still reads d's old value.
! RUN: %diff-gfortran %s
module das
  implicit none
  type data_type
    integer :: i = 2
    character(len=3) :: s = 'ini'
  end type
  interface assignment(=)
    module procedure set
  end interface
contains
  subroutine set(x1, x2)
    type(data_type), intent(out) :: x1
    type(data_type), intent(in) :: x2
    x1%i = x2%i * 10
    x1%s = x2%s
  end subroutine
end module

program defined_assign_self
  use das
  implicit none
  type(data_type) :: d, e(2)
  d%i = 4
  d%s = 'abc'
  d = d
  print '(I4,1X,A)', d%i, d%s
  e(1)%i = 5
  e(1)%s = 'xyz'
  e(2) = e(1)
  e(1) = e(1)
  print '(2(I4,1X,A))', e(1)%i, e(1)%s, e(2)%i, e(2)%s
end program
