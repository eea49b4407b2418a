! Built by gfortran: OPTIONAL VALUE dummies with their hidden presence flags.
module gfortran_value_optional_lib
  implicit none
contains
  subroutine report(tag, i, x, l)
    integer, intent(in) :: tag
    integer, value, optional :: i
    real(8), value, optional :: x
    logical, value, optional :: l
    write (*, '(I0,":")', advance='no') tag
    if (present(i)) write (*, '(1X,"i=",I0)', advance='no') i
    if (present(x)) write (*, '(1X,"x=",F4.1)', advance='no') x
    if (present(l)) write (*, '(1X,"l=",L1)', advance='no') l
    write (*, '()')
  end subroutine

  integer function pick(a, b)
    integer, value :: a
    integer, value, optional :: b
    pick = a
    if (present(b)) pick = b
  end function
end module
