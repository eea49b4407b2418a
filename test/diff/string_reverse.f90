! String manipulation: in-place reversal, palindromes, word reversal,
! Caesar cipher.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program string_reverse
  implicit none
  character(len=40) :: s
  character(len=12) :: words(4)
  integer :: i

  s = 'The quick brown fox'
  call reverse_in_place(s(1:len_trim(s)))
  print *, '[', trim(s), ']'

  words = [character(len=12) :: 'level', 'fortran', 'Racecar', 'noon']
  do i = 1, size(words)
    print *, words(i), is_palindrome(trim(words(i)))
  end do

  s = 'one two three four'
  print *, '[', trim(reverse_words(s)), ']'

  s = 'Attack at Dawn'
  call caesar(s, 3)
  print *, trim(s)
  call caesar(s, -3)
  print *, trim(s)

contains

  subroutine reverse_in_place(t)
    character(len=*), intent(inout) :: t
    character :: c
    integer :: i, n
    n = len(t)
    do i = 1, n / 2
      c = t(i:i)
      t(i:i) = t(n - i + 1:n - i + 1)
      t(n - i + 1:n - i + 1) = c
    end do
  end subroutine reverse_in_place

  logical function is_palindrome(t)
    character(len=*), intent(in) :: t
    integer :: i, n
    character :: a, b
    n = len(t)
    is_palindrome = .true.
    do i = 1, n / 2
      a = t(i:i); b = t(n - i + 1:n - i + 1)
      if (a >= 'A' .and. a <= 'Z') a = achar(iachar(a) + 32)
      if (b >= 'A' .and. b <= 'Z') b = achar(iachar(b) + 32)
      if (a /= b) then
        is_palindrome = .false.
        return
      end if
    end do
  end function is_palindrome

  function reverse_words(t) result(out)
    character(len=*), intent(in) :: t
    character(len=len(t)) :: out
    integer :: i, j, k
    out = ''
    k = 1
    j = len_trim(t)
    do i = len_trim(t), 1, -1
      if (t(i:i) == ' ' .or. i == 1) then
        if (i == 1) then
          out(k:) = t(1:j)
          k = k + j
        else
          out(k:) = t(i + 1:j) // ' '
          k = k + j - i + 1
        end if
        j = i - 1
      end if
    end do
  end function reverse_words

  subroutine caesar(t, shift)
    character(len=*), intent(inout) :: t
    integer, intent(in) :: shift
    integer :: i, c, base
    do i = 1, len_trim(t)
      c = iachar(t(i:i))
      if (t(i:i) >= 'a' .and. t(i:i) <= 'z') then
        base = iachar('a')
      else if (t(i:i) >= 'A' .and. t(i:i) <= 'Z') then
        base = iachar('A')
      else
        cycle
      end if
      t(i:i) = achar(base + modulo(c - base + shift, 26))
    end do
  end subroutine caesar
end program string_reverse
