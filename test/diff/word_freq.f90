! Word frequency count: lower-cases a text, splits it into words, counts
! them in an array of derived-type entries with fixed-length words (linear search, grown on
! demand), sorts by count then alphabetically and prints a table.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module words_mod
  implicit none
  type :: entry
    character(len=12) :: word = ''
    integer :: count = 0
  end type entry
contains
  pure function lower(s) result(r)
    character(len=*), intent(in) :: s
    character(len=len(s)) :: r
    integer :: i
    do i = 1, len(s)
      if (s(i:i) >= 'A' .and. s(i:i) <= 'Z') then
        r(i:i) = achar(iachar(s(i:i)) + 32)
      else
        r(i:i) = s(i:i)
      end if
    end do
  end function lower

  subroutine add_word(tab, n, w)
    type(entry), allocatable, intent(inout) :: tab(:)
    integer, intent(inout) :: n
    character(len=*), intent(in) :: w
    type(entry), allocatable :: bigger(:)
    integer :: i
    do i = 1, n
      if (tab(i)%word == w) then
        tab(i)%count = tab(i)%count + 1
        return
      end if
    end do
    if (n == size(tab)) then
      allocate(bigger(size(tab) + 4))
      do i = 1, n
        bigger(i)%word = tab(i)%word
        bigger(i)%count = tab(i)%count
      end do
      call move_alloc(bigger, tab)
    end if
    n = n + 1
    tab(n)%word = w
    tab(n)%count = 1
  end subroutine add_word

  logical function before(a, b)
    type(entry), intent(in) :: a, b
    if (a%count /= b%count) then
      before = a%count > b%count
    else
      before = llt(a%word, b%word)
    end if
  end function before
end module words_mod

program word_freq
  use words_mod
  implicit none
  character(len=*), parameter :: text = &
    'The quick brown fox jumps over the lazy dog. The dog sleeps; the fox ' // &
    'runs! A quick brown dog? No, a lazy fox and THE lazy dog.'
  type(entry), allocatable :: tab(:)
  type(entry) :: tmp
  character(len=len(text)) :: t
  integer :: n, i, j, start

  allocate(tab(2))
  n = 0
  t = lower(text)
  start = 0
  do i = 1, len(t) + 1
    if (i <= len(t)) then
      if (index('abcdefghijklmnopqrstuvwxyz', t(i:i)) > 0) then
        if (start == 0) start = i
        cycle
      end if
    end if
    if (start > 0) then
      call add_word(tab, n, t(start:i-1))
      start = 0
    end if
  end do
  do i = 2, n
    tmp = tab(i)
    j = i - 1
    do while (j >= 1)
      if (.not. before(tmp, tab(j))) exit
      tab(j+1) = tab(j)
      j = j - 1
    end do
    tab(j+1) = tmp
  end do
  print '(a,i0,a,i0)', 'distinct words: ', n, ', total: ', sum(tab(1:n)%count)
  do i = 1, n
    print '(a8,i3,1x,a)', adjustr(tab(i)%word(1:8)), tab(i)%count, repeat('#', tab(i)%count)
  end do
  print '(a,i0)', 'longest word length: ', maxval([(len(tab(i)%word), i = 1, n)])
end program word_freq
