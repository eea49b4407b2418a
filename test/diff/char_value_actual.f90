! TRIM(s) passed as an actual argument is a value: the callee defining s
! (through another dummy or host association) does not change it. ((s) is a
! value too, and cuf90 copies it, but gfortran 12 passes s itself: not
! compared here.)
! RUN: %diff-gfortran %s
program char_value_actual
  implicit none
  character(len=12) :: str
  str = '1234567890'
  call sub(trim(str), str)
  print '(a,"|")', str
  call two(trim(str))
  print '(a,"|")', str
contains
  subroutine sub(a, b)
    character(len=*), intent(in) :: a
    character(len=*), intent(out) :: b
    b = ''
    b = a(1:5)
  end subroutine
  subroutine two(a)
    character(len=*), intent(in) :: a
    str = ''
    str(1:3) = a(1:3)
  end subroutine
end program
