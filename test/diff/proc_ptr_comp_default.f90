! Procedure pointer components with a default initial target
! (procedure(f), pointer, nopass :: c => f) and module procedure pointers
! with one: static, local and array objects start associated with it.
! RUN: %diff-gfortran %s
module ppd
  implicit none
  procedure(f1), pointer :: pp => f1
  type :: t
    integer :: k = 5
    procedure(f2), pointer, nopass :: ppc => f2
    procedure(f2), pointer, nopass :: none => null()
  end type
contains
  integer function f1()
    f1 = 42
  end function
  integer function f2()
    f2 = 43
  end function
  integer function f3()
    f3 = 44
  end function
end module

program proc_ptr_comp_default
  use ppd
  implicit none
  type(t) :: u, arr(2)
  print '(3I4,L2)', pp(), u%ppc(), u%k, associated(u%none)
  print '(2I4)', arr(1)%ppc(), arr(2)%ppc()
  arr(2)%ppc => f3
  print '(2I4)', arr(1)%ppc(), arr(2)%ppc()
  call local
contains
  subroutine local
    type(t) :: v
    print '(I4,L2)', v%ppc(), associated(v%ppc, f2)
  end subroutine
end program
