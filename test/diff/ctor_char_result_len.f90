! Array constructors without a type-spec whose first element is a call to a
! CHARACTER function with a length from its dummies: the constructor's
! element length is that element's, evaluated once at the call (also
! inside an implied-do, where it depends on the loop's actuals).
! RUN: %diff-gfortran %s
program ctor_char_result_len
  implicit none
  integer :: n, i, calls
  character(len=12) :: line
  character(len=3) :: three(2)
  calls = 0
  n = 3
  write (line, '(3A4)') [(parity(i, n), i = 1, 3)]
  print '(A,"|")', line
  call show([label(4)])
  call show([label(2), 'xy'])
  three = [(parity(i, n + 2), i = 4, 5)]
  print '(2("<",A,">"))', three
  print *, len([(parity(i, n - 1), i = 1, 2)]), size([(parity(i, n), i = 1, 0)])
contains
  function parity(k, m) result(s)
    integer, intent(in) :: k, m
    character(len=m) :: s
    if (mod(k, 2) == 0) then
      s = 'EVEN'
    else
      s = 'ODD'
    end if
  end function

  function label(k) result(s)
    integer, intent(in) :: k
    character(len=k) :: s
    calls = calls + 1
    s = 'abcdefgh'
  end function

  subroutine show(a)
    character(len=*), intent(in) :: a(:)
    print '(I0,1X,I0,*(:1X,"[",A,"]"))', size(a), len(a), a
  end subroutine
end program
