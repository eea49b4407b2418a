! A reference to a function with a POINTER result as the actual argument
! of a POINTER dummy (any intent): scalars (also disassociated ones),
! arrays, CHARACTER of constant and of deferred length, derived types.
! RUN: %diff-gfortran %s
module pointer_result_actual_m
  implicit none
  type t
    integer :: a
  end type
  integer, target :: tv(3) = [1, 2, 3]
  integer, target :: s = 7
  character(len=6), target :: word = 'target'
contains
  function fs() result(p)
    integer, pointer :: p
    p => s
  end function
  function fa() result(p)
    integer, pointer :: p(:)
    p => tv(2:3)
  end function
  function fc() result(p)
    character(:), pointer :: p
    p => word(2:4)
  end function
  function fc6() result(p)
    character(6), pointer :: p
    p => word
  end function
  function ft(v) result(r)
    type(t), pointer :: r
    integer :: v
    nullify(r)
    if (v /= 0) then
      allocate(r)
      r%a = v
    end if
  end function
  subroutine ss(x)
    integer, pointer :: x
    print *, associated(x), x
    x = x + 1
  end subroutine
  subroutine sa(x)
    integer, pointer :: x(:)
    print *, associated(x), size(x), x
    x(1) = -x(1)
  end subroutine
  subroutine sc(x)
    character(:), pointer :: x
    print *, len(x), x
    x(1:1) = 'A'
  end subroutine
  subroutine sc6(x)
    character(*), pointer :: x
    print *, len(x), x
  end subroutine
  logical function st(x)
    type(t), pointer :: x
    st = associated(x)
    if (st) then
      st = x%a == 42
      deallocate(x)
    end if
  end function
end module

program pointer_result_actual
  use pointer_result_actual_m
  implicit none
  call ss(fs())
  print *, s
  call sa(fa())
  print *, tv
  call sc(fc())
  print *, word
  call sc6(fc6())
  print *, st(ft(0)), st(ft(42)), st(ft(1))
end program
