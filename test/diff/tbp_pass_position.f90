! PASS(arg) naming a dummy after others: the object goes to that dummy
! whether the call gives the ones before it, leaves out an OPTIONAL one, or
! names them by keyword; type-bound procedures and procedure pointer
! components.
! RUN: %diff-gfortran %s
module pass_position_m
  implicit none
  type :: t
    integer :: i
    procedure(show_pc), pointer, pass(b) :: pc => null()
  contains
    procedure, pass(y) :: foo
  end type t
contains
  subroutine foo(x, y, z)
    type(t), optional :: x
    class(t) :: y
    integer, optional :: z
    if (present(x)) then
      print *, 'foo x', x%i, 'y', y%i, present(z)
    else
      print *, 'foo y', y%i, present(z)
    end if
  end subroutine foo
  subroutine show_pc(a, b)
    integer, intent(in) :: a
    class(t), intent(in) :: b
    print *, 'pc', a, b%i
  end subroutine
end module

program pass_position
  use pass_position_m
  implicit none
  type(t) :: t1, t2
  t1%i = 3
  t2%i = 4
  call t1%foo()
  call t2%foo()
  call t1%foo(t2)
  call t1%foo(x=t2)
  call t1%foo(z=5)
  call t2%foo(t1, z=6)
  t1%pc => show_pc
  call t1%pc(10)
  call t1%pc(a=11)
end program
