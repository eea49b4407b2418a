! PROCEDURE(sin) for a dummy procedure or a procedure pointer: the specific
! intrinsics are elemental, which neither may be (F2018 C1517), one error
! at the declaration (the call said "Intrinsic '?' is not supported").
! RUN: %check-diags %s
module proc_iface_elemental_intrinsic
contains
  real function apply(f, x)
    intrinsic :: sin
    ! ERROR: Dummy procedure 'f' cannot have the interface of intrinsic 'sin': it is elemental
    procedure(sin) :: f
    real :: x
    apply = f(x)
  end function
  subroutine ptr()
    intrinsic :: cos
    ! ERROR: Procedure pointer 'p' cannot have the interface of intrinsic 'cos': it is elemental
    procedure(cos), pointer :: p
  end subroutine
end module
