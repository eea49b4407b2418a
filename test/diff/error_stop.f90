! ERROR STOP with a message: exit status 1, message on standard error
! (compared too); a validation routine that fails.
! RUN: %diff-gfortran --compare-stderr %s
program error_stop
  implicit none
  real :: values(5) = [1.0, 4.0, 9.0, -16.0, 25.0]
  integer :: i
  do i = 1, size(values)
    call check_positive(values(i), i)
    print *, i, sqrt(values(i))
  end do
  print *, 'not reached'
contains
  subroutine check_positive(x, idx)
    real, intent(in) :: x
    integer, intent(in) :: idx
    if (x < 0.0) then
      print *, 'negative value at index', idx
      error stop 'cannot take the square root of a negative number'
    end if
  end subroutine check_positive
end program error_stop
