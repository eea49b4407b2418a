! CHARACTER(len=*) dummy arguments and character functions: reversing,
! counting vowels, upper-casing.
! RUN: %diff-gfortran %s
program char_assumed
  implicit none
  character(len=32) :: buf
  character(len=5) :: five

  buf = 'Fortran is fun'
  call show(buf)
  call show(trim(buf))
  call show('literal')
  print *, count_vowels(buf), count_vowels('AEIOU aeiou xyz')
  print *, '[', reversed(trim(buf)), ']'
  five = 'abcde'
  print *, '[', reversed(five), ']'
  call upcase(buf)
  print *, '[', trim(buf), ']'

contains

  subroutine show(s)
    character(len=*), intent(in) :: s
    print *, len(s), '[', s, ']'
  end subroutine show

  integer function count_vowels(s)
    character(len=*), intent(in) :: s
    integer :: i
    count_vowels = 0
    do i = 1, len(s)
      select case (s(i:i))
      case ('a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U')
        count_vowels = count_vowels + 1
      end select
    end do
  end function count_vowels

  function reversed(s) result(r)
    character(len=*), intent(in) :: s
    character(len=len(s)) :: r
    integer :: i, n
    n = len(s)
    do i = 1, n
      r(i:i) = s(n - i + 1:n - i + 1)
    end do
  end function reversed

  subroutine upcase(s)
    character(len=*), intent(inout) :: s
    integer :: i, code
    do i = 1, len(s)
      code = iachar(s(i:i))
      if (code >= iachar('a') .and. code <= iachar('z')) s(i:i) = achar(code - 32)
    end do
  end subroutine upcase
end program char_assumed
