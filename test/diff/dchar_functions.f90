! Deferred-length CHARACTER function results in string code: generic
! number-to-string conversions, a function named as its own result, a
! pointer result, results as actual arguments and in formatted output, and
! an array of lines grown by [lines, buf] while reading a file.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module dchar_functions_m
  implicit none
  interface to_str
    module procedure int_to_str, real_to_str
  end interface
contains
  function int_to_str(i) result(s)
    integer, intent(in) :: i
    character(len=:), allocatable :: s
    character(len=32) :: buf
    write(buf, '(i0)') i
    s = trim(buf)
  end function
  function real_to_str(x) result(s)
    real, intent(in) :: x
    character(len=:), allocatable :: s
    character(len=32) :: buf
    write(buf, '(f0.3)') x
    s = trim(adjustl(buf))
  end function
  function lower(s)
    character(len=*), intent(in) :: s
    character(len=:), allocatable :: lower
    integer :: i
    lower = s
    do i = 1, len(s)
      if (s(i:i) >= 'A' .and. s(i:i) <= 'Z') lower(i:i) = achar(iachar(s(i:i)) + 32)
    end do
  end function
  subroutine show(s)
    character(len=*), intent(in) :: s
    print '(3a,i0)', '<', s, '> ', len(s)
  end subroutine
  function pick(flag) result(p)
    logical, intent(in) :: flag
    character(len=:), pointer :: p
    character(len=5), target, save :: a = 'apple', b = 'berry'
    if (flag) then
      p => a
    else
      p => b(2:4)
    end if
  end function
end module
program dchar_functions
  use dchar_functions_m
  implicit none
  character(len=:), allocatable :: lines(:), msg
  character(len=20) :: buf
  integer :: i, u, ios
  call show(to_str(42) // '/' // to_str(-7) // '/' // to_str(3.14159))
  call show(lower('MiXeD CaSe'))
  print '(a,1x,a)', to_str(12345), lower('ABC')
  write(*, '(2a)') 'value=', to_str(2.5)
  msg = 'n=' // to_str(size([1,2,3])) // ', x=' // to_str(0.125)
  print *, msg
  print *, pick(.true.), ' ', pick(.false.), len(pick(.false.))
  open(newunit=u, file='dchar_functions.txt', status='replace')
  write(u, '(a)') 'first line', '  second', 'third one here'
  close(u)
  allocate(character(len=20) :: lines(0))
  open(newunit=u, file='dchar_functions.txt', status='old')
  do
    read(u, '(a)', iostat=ios) buf
    if (ios /= 0) exit
    lines = [lines, buf]
  end do
  close(u, status='delete')
  print *, size(lines), len(lines)
  do i = 1, size(lines)
    call show(trim(lines(i)))
    msg = msg // '|' // trim(adjustl(lines(i)))
  end do
  print '(a)', msg
  print *, len(msg)
contains
  function wrap(s) result(r)
    character(len=*), intent(in) :: s
    character(len=:), allocatable :: r
    r = '[' // s // ']'
  end function
end program
