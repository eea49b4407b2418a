! Number <-> string conversion through internal I/O and by hand: integer
! to text in any base, parsing with error checks (IOSTAT), fixed/es
! formats built at run time, left/right/centre justification and case
! conversion.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module strconv
  implicit none
contains
  function to_base(n, b) result(s)
    integer, intent(in) :: n, b
    character(len=40) :: s
    character(len=*), parameter :: digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    integer :: v, k
    character(len=40) :: tmp
    v = abs(n)
    k = 40
    tmp = ' '
    do
      tmp(k:k) = digits(mod(v, b) + 1:mod(v, b) + 1)
      k = k - 1
      v = v / b
      if (v == 0) exit
    end do
    if (n < 0) then
      tmp(k:k) = '-'
      k = k - 1
    end if
    s = adjustl(tmp(k+1:))
  end function to_base

  integer function from_base(s, b) result(n)
    character(len=*), intent(in) :: s
    integer, intent(in) :: b
    integer :: i, d
    n = 0
    do i = 1, len_trim(s)
      d = index('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', upper(s(i:i))) - 1
      n = n * b + d
    end do
  end function from_base

  elemental function upper(s) result(r)
    character(len=*), intent(in) :: s
    character(len=len(s)) :: r
    integer :: i
    r = s
    do i = 1, len(s)
      if (lge(s(i:i), 'a') .and. lle(s(i:i), 'z')) r(i:i) = achar(iachar(s(i:i)) - 32)
    end do
  end function upper

  function centre(s, w) result(r)
    character(len=*), intent(in) :: s
    integer, intent(in) :: w
    character(len=w) :: r
    integer :: n, pad
    n = len_trim(adjustl(s))
    pad = (w - n) / 2
    r = repeat(' ', pad) // trim(adjustl(s))
  end function centre
end module strconv

program num_string_conv
  use strconv
  implicit none
  character(len=20) :: buf, fmt
  character(len=12) :: inputs(5), words(3)
  integer :: i, ios, v, bases(4)
  real(kind(1.d0)) :: x

  bases = [2, 8, 16, 36]
  do i = 1, 4
    print '(a,i2,a,a,a,i0)', 'base ', bases(i), ': ', trim(to_base(2024, bases(i))), &
        ' -> ', from_base(to_base(2024, bases(i)), bases(i))
  end do
  print '(a,a)', 'negative in hex: ', trim(to_base(-255, 16))
  print '(a,i0)', 'ff parses as ', from_base('ff', 16)

  inputs = [character(len=12) :: '42', '-17', '3.5e2', 'abc', '  7  ']
  do i = 1, size(inputs)
    read (inputs(i), *, iostat=ios) v
    if (ios == 0) then
      print '(a,a,a,i0)', 'int "', trim(inputs(i)), '" = ', v
    else
      print '(a,a,a)', 'int "', trim(inputs(i)), '" is not an integer'
    end if
  end do
  read (inputs(3), *) x
  print '(a,f8.2)', 'real 3.5e2 = ', x

  do i = 1, 4
    write (fmt, '(a,i0,a,i0,a)') '(f', 8 + i, '.', i, ')'
    write (buf, fmt) 3.14159265358979d0
    print '(a,a,a)', trim(fmt), ' -> [', trim(buf) // ']'
  end do
  write (buf, '(es12.4)') 6.02214076d23
  print '(a)', '[' // trim(adjustl(buf)) // ']'
  write (buf, '(i0)') 123456789
  print '(a,i0)', 'digits in 123456789: ', len_trim(buf)

  words = [character(len=12) :: 'left', 'centred', 'right']
  print '(a)', '|' // words(1) // '|'
  print '(a)', '|' // centre(words(2), 12) // '|'
  print '(a)', '|' // adjustr(words(3)) // '|'
  print '(a)', upper('Mixed Case 123 text')
  print '(3(a,1x))', upper(words)
end program num_string_conv
