! A string toolkit in modern style: elemental and pure character
! functions (upper/lower case, trimming both sides, reversing),
! splitting into an array of tokens with SCAN/VERIFY, joining with a
! separator, search with INDEX(BACK=), replace-all into a longer buffer,
! padding with ADJUSTL/ADJUSTR, REPEAT for rules, character array
! concatenation, comparisons of different lengths and a Caesar cipher.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module strtools
  implicit none
contains
  elemental function upper(s) result(r)
    character(len=*), intent(in) :: s
    character(len=len(s)) :: r
    integer :: i, c
    do i = 1, len(s)
      c = iachar(s(i:i))
      if (c >= iachar('a') .and. c <= iachar('z')) c = c - 32
      r(i:i) = achar(c)
    end do
  end function upper

  elemental function reverse(s) result(r)
    character(len=*), intent(in) :: s
    character(len=len(s)) :: r
    integer :: i, n
    n = len_trim(s)
    r = ' '
    do i = 1, n
      r(i:i) = s(n - i + 1:n - i + 1)
    end do
  end function reverse

  pure integer function count_tokens(s, delims) result(n)
    character(len=*), intent(in) :: s, delims
    integer :: p, q
    n = 0
    p = 1
    do
      q = verify(s(p:), delims)
      if (q == 0) exit
      p = p + q - 1
      n = n + 1
      q = scan(s(p:), delims)
      if (q == 0) exit
      p = p + q - 1
    end do
  end function count_tokens

  subroutine split(s, delims, toks, n)
    character(len=*), intent(in) :: s, delims
    character(len=*), intent(out) :: toks(:)
    integer, intent(out) :: n
    integer :: p, q, e
    n = 0
    p = 1
    toks = ''
    do while (n < size(toks))
      q = verify(s(p:), delims)
      if (q == 0) exit
      p = p + q - 1
      e = scan(s(p:), delims)
      n = n + 1
      if (e == 0) then
        toks(n) = s(p:)
        exit
      end if
      toks(n) = s(p:p + e - 2)
      p = p + e - 1
    end do
  end subroutine split

  function join(toks, sep) result(r)
    character(len=*), intent(in) :: toks(:), sep
    character(len=200) :: r
    integer :: i
    r = ''
    do i = 1, size(toks)
      if (i == 1) then
        r = trim(toks(i))
      else
        r = trim(r) // sep // trim(toks(i))
      end if
    end do
  end function join

  function replace_all(s, old, new) result(r)
    character(len=*), intent(in) :: s, old, new
    character(len=2 * len(s) + 20) :: r
    integer :: p, k, o
    r = ''
    p = 1
    o = 1
    do
      k = index(s(p:), old)
      if (k == 0) exit
      r(o:) = s(p:p + k - 2) // new
      o = o + k - 1 + len(new)
      p = p + k - 1 + len(old)
    end do
    r(o:) = s(p:)
  end function replace_all

  elemental function caesar(s, shift) result(r)
    character(len=*), intent(in) :: s
    integer, intent(in) :: shift
    character(len=len(s)) :: r
    integer :: i, c, base
    r = s
    do i = 1, len(s)
      c = iachar(s(i:i))
      if (c >= 65 .and. c <= 90) then
        base = 65
      else if (c >= 97 .and. c <= 122) then
        base = 97
      else
        cycle
      end if
      r(i:i) = achar(base + modulo(c - base + shift, 26))
    end do
  end function caesar
end module strtools

program string_toolkit
  use strtools
  implicit none
  character(len=60) :: text
  character(len=12) :: toks(10), names(3)
  character(len=5) :: short(3)
  integer :: n, i
  text = '  alpha, beta;gamma  delta,,epsilon  '
  print '(a,i0)', 'tokens: ', count_tokens(text, ' ,;')
  call split(text, ' ,;', toks, n)
  print '(a,i0,10(1x,a))', 'split ', n, (trim(toks(i)), i = 1, n)
  print '(a)', trim(join(toks(1:n), ' | '))
  print '(a)', trim(join(upper(toks(1:n)), '-'))
  print '(5(a,1x))', reverse(toks(1:n))
  print '(a,i0,1x,i0)', 'index fwd/back of "a": ', index(text, 'a'), index(text, 'a', back=.true.)
  print '(a,i0,1x,i0)', 'scan back / verify back: ', scan(text, 'aeiou', .true.), verify(text, ' ', .true.)
  print '(a)', '[' // trim(replace_all('the cat sat on the mat', 'at', 'og')) // ']'
  print '(a)', '[' // trim(replace_all('aaa', 'a', 'bb')) // ']'
  names = ['Ann         ', 'Bartholomew ', 'Cy          ']
  do i = 1, 3
    print '(a,a,a,a)', '|', adjustr(names(i)), '|', adjustl('   ' // names(i)(1:5))
  end do
  print '(a)', repeat('=-', 15)
  short = names(:)(1:5) // ''
  print '(3(a,"/"))', short
  print '(3a)', (trim(names(i)) // '.', i = 1, 3)
  print '(4l2)', 'abc' == 'abc  ', 'abc' < 'abd', 'Z' < 'a', lgt('Z', 'a')
  print '(a)', caesar('Hello, World! xyz', 3)
  print '(a)', caesar(caesar('Round Trip', 11), -11)
  print '(a,i0)', 'len_trim of each:', sum(len_trim(names))
end program string_toolkit
