! Generic interfaces: one name for integer, real and character versions of
! swap and describe, resolved by argument type and kind.
! RUN: %diff-gfortran %s
module generics
  implicit none
  private
  public :: swap, describe

  interface swap
    module procedure swap_int, swap_real, swap_dble, swap_char
  end interface swap

  interface describe
    module procedure describe_int, describe_int8, describe_real, describe_logical
  end interface describe

contains

  subroutine swap_int(a, b)
    integer, intent(inout) :: a, b
    integer :: t
    t = a; a = b; b = t
  end subroutine swap_int

  subroutine swap_real(a, b)
    real, intent(inout) :: a, b
    real :: t
    t = a; a = b; b = t
  end subroutine swap_real

  subroutine swap_dble(a, b)
    real(8), intent(inout) :: a, b
    real(8) :: t
    t = a; a = b; b = t
  end subroutine swap_dble

  subroutine swap_char(a, b)
    character(len=*), intent(inout) :: a, b
    character(len=len(a)) :: t
    t = a; a = b; b = t
  end subroutine swap_char

  subroutine describe_int(x)
    integer, intent(in) :: x
    print *, 'integer', x
  end subroutine describe_int

  subroutine describe_int8(x)
    integer(8), intent(in) :: x
    print *, 'integer(8)', x
  end subroutine describe_int8

  subroutine describe_real(x)
    real, intent(in) :: x
    print *, 'real', x
  end subroutine describe_real

  subroutine describe_logical(x)
    logical, intent(in) :: x
    print *, 'logical', x
  end subroutine describe_logical
end module generics

program generic_interface
  use generics
  implicit none
  integer :: i, j
  real :: x, y
  real(8) :: p, q
  character(len=5) :: s, t

  i = 1; j = 2
  x = 1.5; y = -2.5
  p = 1.0d0; q = 3.0d0
  s = 'left'; t = 'right'
  call swap(i, j)
  call swap(x, y)
  call swap(p, q)
  call swap(s, t)
  print *, i, j
  print *, x, y
  print *, p, q
  print *, s, t
  call describe(42)
  call describe(42_8)
  call describe(4.2)
  call describe(.true.)
end program generic_interface
