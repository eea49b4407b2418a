! Structure constructors of extended types: inherited components listed
! first (positionally and by keyword, with defaults), or the parent given
! as a constructor of the parent type.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program ctor
  implicit none
  type :: a_t
    integer :: i = 1
    real :: x = 0.5
  end type
  type, extends(a_t) :: b_t
    character(len=3) :: s = 'bbb'
  end type
  type, extends(b_t) :: c_t
    integer :: j
  end type
  type(b_t) :: b
  type(c_t) :: c
  b = b_t(2, 1.5, 'xyz')
  print *, b%i, b%x, b%s
  b = b_t(a_t(3, 2.5), 'abc')
  print *, b%i, b%x, b%s
  b = b_t(s='kw', i=4)
  print *, b%i, b%x, b%s
  c = c_t(5, 6.5, 'ccc', 7)
  print *, c%i, c%x, c%s, c%j
  c = c_t(j=8)
  print *, c%i, c%x, c%s, c%j
  c = c_t(b_t(9, 9.5, 'nin'), 10)
  print *, c%i, c%x, c%s, c%j
end program
