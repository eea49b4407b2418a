! String handling with deferred-length CHARACTER: a tokenizer building a
! growable list of derived-type tokens with allocatable strings, deep copies
! of the list, READ into an allocated deferred-length string, WRITE into
! one, trim(adjustl(...)) results, a string builder growing in a loop.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module dchar_strings_m
  implicit none
  type token
    character(len=:), allocatable :: text
    integer :: kind = 0
  end type
  type token_list
    type(token), allocatable :: items(:)
    integer :: n = 0
  end type
contains
  subroutine push(list, text, kind)
    type(token_list), intent(inout) :: list
    character(len=*), intent(in) :: text
    integer, intent(in) :: kind
    type(token), allocatable :: tmp(:)
    integer :: i
    if (.not. allocated(list%items)) allocate(list%items(2))
    if (list%n == size(list%items)) then
      allocate(tmp(2 * size(list%items)))
      do i = 1, list%n
        tmp(i) = list%items(i)
      end do
      call move_alloc(tmp, list%items)
    end if
    list%n = list%n + 1
    list%items(list%n)%text = text
    list%items(list%n)%kind = kind
  end subroutine
  function tokenize(line) result(list)
    character(len=*), intent(in) :: line
    type(token_list) :: list
    integer :: i, j
    i = 1
    do while (i <= len_trim(line))
      if (line(i:i) == ' ') then
        i = i + 1
        cycle
      end if
      j = i
      if (index('0123456789', line(i:i)) > 0) then
        do while (j < len(line))
          if (index('0123456789', line(j+1:j+1)) == 0) exit
          j = j + 1
        end do
        call push(list, line(i:j), 1)
      else if (index('+-*/()', line(i:i)) > 0) then
        call push(list, line(i:i), 2)
      else
        do while (j < len(line))
          if (index(' +-*/()', line(j+1:j+1)) > 0) exit
          j = j + 1
        end do
        call push(list, line(i:j), 3)
      end if
      i = j + 1
    end do
  end function
end module
program dchar_strings
  use dchar_strings_m
  implicit none
  type(token_list) :: tl, copy
  character(len=:), allocatable :: s, name, buf
  character(len=80) :: line
  integer :: i, a, b
  real :: x
  tl = tokenize('alpha + 42*(beta - 7) / gamma12')
  do i = 1, tl%n
    write(*, '(i2,1x,i1,1x,a)') i, tl%items(i)%kind, tl%items(i)%text
  end do
  copy = tl
  copy%items(1)%text = 'ALPHA'
  print *, tl%items(1)%text, ' ', copy%items(1)%text, copy%n
  ! read into deferred-length strings
  allocate(character(len=20) :: name)
  line = 'widget 12 34 2.5'
  read(line, *) name, a, b, x
  print *, '[', name, ']', len(name), a, b, x
  ! write into an allocated deferred-length string
  allocate(character(len=30) :: buf)
  write(buf, '(a,i4,a,f6.2)') 'n=', a + b, ' x=', x
  print '(3a)', '[', buf, ']'
  s = trim(adjustl(buf))
  print '(a,i0,3a)', 'len ', len(s), ' [', s, ']'
  s = trim(adjustl('   padded value   '))
  print '(a,i0,3a)', 'len ', len(s), ' [', s, ']'
  ! string builder
  s = ''
  do i = 1, 12
    if (len(s) > 0) s = s // ','
    write(line, '(i0)') i * i
    s = s // trim(line)
  end do
  print '(a)', s
  print *, len(s)
  buf = s(1:10)
  print *, len(buf), buf
  name = adjustr(name(1:8))
  print *, '[', name, ']'
end program
