! Roman numerals: integer to Roman with parameter tables, Roman to integer
! with SELECT CASE, round trips.
! RUN: %diff-gfortran %s
program roman_numerals
  implicit none
  integer :: tests(9) = [1, 4, 9, 14, 40, 90, 400, 1994, 3999]
  character(len=20) :: r
  integer :: k

  do k = 1, size(tests)
    r = to_roman(tests(k))
    print *, tests(k), ' ', r, from_roman(trim(r))
  end do
  print *, from_roman('MCMXC'), from_roman('MMXXIV'), from_roman('iv')

contains

  function to_roman(n) result(s)
    integer, intent(in) :: n
    character(len=20) :: s
    integer, parameter :: values(13) = [1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1]
    character(len=2), parameter :: symbols(13) = &
      ['M ', 'CM', 'D ', 'CD', 'C ', 'XC', 'L ', 'XL', 'X ', 'IX', 'V ', 'IV', 'I ']
    integer :: m, i
    s = ''
    m = n
    do i = 1, 13
      do while (m >= values(i))
        s = trim(s) // trim(symbols(i))
        m = m - values(i)
      end do
    end do
  end function to_roman

  integer function from_roman(s)
    character(len=*), intent(in) :: s
    integer :: i, v, next
    from_roman = 0
    do i = 1, len(s)
      v = digit(s(i:i))
      next = 0
      if (i < len(s)) next = digit(s(i + 1:i + 1))
      if (v < next) then
        from_roman = from_roman - v
      else
        from_roman = from_roman + v
      end if
    end do
  end function from_roman

  integer function digit(c)
    character, intent(in) :: c
    select case (c)
    case ('I', 'i'); digit = 1
    case ('V', 'v'); digit = 5
    case ('X', 'x'); digit = 10
    case ('L', 'l'); digit = 50
    case ('C', 'c'); digit = 100
    case ('D', 'd'); digit = 500
    case ('M', 'm'); digit = 1000
    case default;    digit = 0
    end select
  end function digit
end program roman_numerals
