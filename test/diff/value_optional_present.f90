! OPTIONAL VALUE scalars of intrinsic type: present or absent (gfortran's
! hidden presence flag), passed on to another OPTIONAL dummy, and a VALUE
! copy that the callee changes. Not here, where gfortran 12 is wrong
! (codegen/core/value_optional_abi.f90 has them): a CHARACTER dummy next
! to them (its PR107441), TYPE(C_PTR), an absent one passed on by reference.
! RUN: %diff-gfortran %s
module value_optional_present_m
  implicit none
contains
  subroutine show(tag, i, r, z, l)
    integer, intent(in) :: tag
    integer, value, optional :: i
    real(8), value, optional :: r
    complex, value, optional :: z
    logical, value, optional :: l
    write (*, '(I0,":")', advance='no') tag
    if (present(i)) then
      write (*, '(1X,"i=",I0)', advance='no') i
      i = -i
    end if
    if (present(r)) write (*, '(1X,"r=",F5.2)', advance='no') r
    if (present(z)) write (*, '(1X,"z=(",F4.1,",",F4.1,")")', advance='no') z
    if (present(l)) write (*, '(1X,"l=",L1)', advance='no') l
    write (*, '()')
  end subroutine

  subroutine relay(i, r, l)
    integer, value, optional :: i
    real(8), intent(in), optional :: r
    logical, value, optional :: l
    call show(100, i, r, l=l)
  end subroutine
end module

program value_optional_present
  use value_optional_present_m
  implicit none
  integer :: n
  n = 4
  call show(1)
  call show(2, n, 2.5d0, (1.0, -2.0), .true.)
  print *, 'n after:', n
  call show(3, r=0.25d0, l=.false.)
  call relay()
  call relay(7, 1.5d0)
  call relay(l=.true.)
end program
