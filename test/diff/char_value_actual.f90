! TRIM(s) and (s) passed as actual arguments are values: the callee defining
! s (through another dummy or host association) does not change them.
! RUN: %diff-gfortran %s
program char_value_actual
  implicit none
  character(len=12) :: str
  str = '1234567890'
  call sub(trim(str), str)
  print '(a,"|")', str
  call two(trim(str))
  print '(a,"|")', str
  str = 'abcdef'
  call sub((str), str)
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
