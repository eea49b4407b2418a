! Deferred-length CHARACTER function results (gfortran: f(&data, &len, ...),
! the callee allocates): in expressions, concatenations, PRINT, comparisons,
! assigned to fixed- and deferred-length variables, recursive; and arrays of
! deferred-length strings as results (a split-into-words function).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module dchar_results_m
  implicit none
contains
  function rep(c, n) result(r)
    character(len=*), intent(in) :: c
    integer, intent(in) :: n
    character(len=:), allocatable :: r
    integer :: i
    r = ''
    do i = 1, n
      r = r // c
    end do
  end function
  recursive function binary(n) result(s)
    integer, intent(in) :: n
    character(len=:), allocatable :: s
    if (n < 2) then
      s = achar(iachar('0') + n)
    else
      s = binary(n / 2) // achar(iachar('0') + mod(n, 2))
    end if
  end function
  function upper(s) result(u)
    character(len=*), intent(in) :: s
    character(len=:), allocatable :: u
    integer :: i
    u = s
    do i = 1, len(u)
      if (u(i:i) >= 'a' .and. u(i:i) <= 'z') u(i:i) = achar(iachar(u(i:i)) - 32)
    end do
  end function
  function join(a, b) result(r)
    character(len=*), intent(in) :: a, b
    character(len=:), allocatable :: r
    r = trim(adjustl(a)) // ', ' // trim(adjustl(b))
  end function
end module
module dchar_results_split
  implicit none
contains
  function split(line) result(words)
    character(len=*), intent(in) :: line
    character(len=:), allocatable :: words(:)
    integer :: i, n, start, maxlen, k
    n = 0; maxlen = 0; i = 1
    do while (i <= len(line))
      if (line(i:i) /= ' ') then
        start = i
        do while (i <= len(line))
          if (line(i:i) == ' ') exit
          i = i + 1
        end do
        n = n + 1
        maxlen = max(maxlen, i - start)
      else
        i = i + 1
      end if
    end do
    allocate(character(len=maxlen) :: words(n))
    k = 0; i = 1
    do while (i <= len(line))
      if (line(i:i) /= ' ') then
        start = i
        do while (i <= len(line))
          if (line(i:i) == ' ') exit
          i = i + 1
        end do
        k = k + 1
        words(k) = line(start:i-1)
      else
        i = i + 1
      end if
    end do
  end function
end module
program dchar_results
  use dchar_results_m
  use dchar_results_split
  implicit none
  character(len=:), allocatable :: s, t, w(:)
  character(len=12) :: fixed
  character(len=10) :: f4(4)
  integer :: i
  s = rep('ab', 3)
  print *, len(s), '[', s, ']'
  print *, '[', rep('-', 5) // '|' // rep('=', 2), ']'
  fixed = rep('xyz', 2)
  print *, '[', fixed, ']'
  fixed = rep('0123456789', 2)
  print *, '[', fixed, ']'
  do i = 0, 9
    t = binary(i)
    write(*, '(i3,1x,a,1x,i0)') i, t, len(t)
  end do
  print *, binary(1023), len(binary(1023))
  s = upper('hello, World')
  print '(a)', s
  print '(a)', join('   alpha  ', ' beta ')
  if (rep('a', 2) == 'aa') print *, 'equal'
  print *, len(rep('x', 0)), '[', rep('x', 0), ']'
  s = upper(s // rep('!', 3))
  print *, s
  print *, index(upper('find the NEEDLE'), 'NEEDLE'), len_trim(rep('ab ', 2))
  w = split('the quick  brown fox jumps')
  print *, size(w), len(w)
  do i = 1, size(w)
    print '(i0,1x,a,a,a)', i, '[', trim(w(i)), ']'
  end do
  print *, size(split('a bb ccc')), len(split('a bb ccc'))
  f4 = split('one two three four')
  print '(4(a,"|"))', f4
  s = ''
  do i = size(w), 1, -1
    s = s // trim(w(i)) // ' '
  end do
  print '(a,a,a)', '[', s, ']'
  print *, split('x y')
end program
