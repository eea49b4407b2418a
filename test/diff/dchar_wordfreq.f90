! Word frequencies and CSV fields with deferred-length CHARACTER: a module
! table of derived types with allocatable strings grown with MOVE_ALLOC,
! section assignment and insertion sort of such elements, a growing report
! string, csv = csv(p+1:) consuming its own tail.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module wordfreq
  implicit none
  type wcount
    character(len=:), allocatable :: word
    integer :: n = 0
  end type
  type(wcount), allocatable :: table(:)
  integer :: nwords = 0
contains
  subroutine add_word(w)
    character(len=*), intent(in) :: w
    integer :: i
    type(wcount), allocatable :: tmp(:)
    do i = 1, nwords
      if (table(i)%word == w) then
        table(i)%n = table(i)%n + 1
        return
      end if
    end do
    if (.not. allocated(table)) allocate(table(4))
    if (nwords == size(table)) then
      allocate(tmp(size(table) * 2))
      tmp(1:nwords) = table(1:nwords)
      call move_alloc(tmp, table)
    end if
    nwords = nwords + 1
    table(nwords)%word = w
    table(nwords)%n = 1
  end subroutine
  subroutine count_line(line)
    character(len=*), intent(in) :: line
    character(len=:), allocatable :: w
    integer :: i, start
    start = 0
    do i = 1, len(line) + 1
      if (i <= len(line)) then
        if (is_letter(line(i:i))) then
          if (start == 0) start = i
          cycle
        end if
      end if
      if (start > 0) then
        w = to_lower(line(start:i-1))
        call add_word(w)
        start = 0
      end if
    end do
  end subroutine
  logical function is_letter(c)
    character, intent(in) :: c
    is_letter = (c >= 'a' .and. c <= 'z') .or. (c >= 'A' .and. c <= 'Z')
  end function
  function to_lower(s) result(r)
    character(len=*), intent(in) :: s
    character(len=:), allocatable :: r
    integer :: i
    r = s
    do i = 1, len(r)
      if (r(i:i) >= 'A' .and. r(i:i) <= 'Z') r(i:i) = achar(iachar(r(i:i)) + 32)
    end do
  end function
  subroutine sort_table()
    integer :: i, j
    type(wcount) :: t
    do i = 2, nwords
      t = table(i)
      j = i - 1
      do while (j >= 1)
        if (table(j)%n > t%n .or. (table(j)%n == t%n .and. table(j)%word <= t%word)) exit
        table(j + 1) = table(j)
        j = j - 1
      end do
      table(j + 1) = t
    end do
  end subroutine
end module
program dchar_wordfreq
  use wordfreq
  implicit none
  character(len=:), allocatable :: text(:)
  character(len=:), allocatable :: csv, field, report
  integer :: i, p
  text = [character(len=60) :: 'The quick brown fox jumps over the lazy dog.', &
          'The dog sleeps; the fox runs!', 'A fox, a dog, and THE end.']
  do i = 1, size(text)
    call count_line(trim(text(i)))
  end do
  call sort_table()
  do i = 1, nwords
    write(*, '(a12,i3)') table(i)%word, table(i)%n
  end do
  csv = 'name,age,,city,'
  report = ''
  do
    p = index(csv, ',')
    if (p == 0) then
      field = csv
    else
      field = csv(:p-1)
    end if
    report = report // '<' // field // '>'
    if (p == 0) exit
    csv = csv(p+1:)
  end do
  print '(a)', report
  print *, len(report), len(csv)
end program
