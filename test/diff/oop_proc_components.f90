! Procedure pointers: NOPASS components in an array of derived types,
! function and subroutine pointers, NULLIFY, ASSOCIATED.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module ops_m
  implicit none
  abstract interface
    real function fun_i(x)
      real, intent(in) :: x
    end function
    subroutine sub_i(n)
      integer, intent(in) :: n
    end subroutine
  end interface
  type :: op_holder
    character(len=4) :: label = 'none'
    procedure(fun_i), pointer, nopass :: f => null()
  end type
contains
  real function sq(x)
    real, intent(in) :: x
    sq = x * x
  end function
  real function half(x)
    real, intent(in) :: x
    half = x / 2
  end function
  subroutine shout(n)
    integer, intent(in) :: n
    print '(a,i0)', 'shout ', n
  end subroutine
end module

program pp
  use ops_m
  implicit none
  procedure(fun_i), pointer :: p => null()
  procedure(sub_i), pointer :: s
  type(op_holder) :: h(2)
  integer :: i
  print *, associated(p)
  p => sq
  print *, p(3.0), associated(p)
  p => half
  print *, p(3.0)
  s => shout
  call s(5)
  h(1)%f => sq
  h(1)%label = 'sq'
  h(2)%f => half
  h(2)%label = 'half'
  do i = 1, 2
    print '(a,f8.3)', h(i)%label, h(i)%f(4.0)
  end do
  nullify(p)
  print *, associated(p)
end program
