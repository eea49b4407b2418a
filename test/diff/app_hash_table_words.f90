! A string-keyed hash table with separate chaining in allocatable arrays
! of derived type that grow by MOVE_ALLOC; FNV-1a hashing done with
! IEOR/IAND on INTEGER(8) so nothing overflows; word counting of a text
! held in a CHARACTER array; the result sorted by count then by word.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module strhash
  implicit none
  private
  public :: table, table_init, table_add, table_get, table_keys, hash_str

  integer, parameter :: i8 = selected_int_kind(18)
  integer, parameter :: keylen = 16

  type entry
    character(len=keylen) :: key = ''
    integer :: value = 0
  end type entry

  type bucket
    integer :: n = 0
    type(entry), allocatable :: e(:)
  end type bucket

  type table
    integer :: nbuckets = 0
    integer :: size = 0
    type(bucket), allocatable :: b(:)
  end type table

contains

  pure function hash_str(s) result(h)
    character(len=*), intent(in) :: s
    integer(i8) :: h
    integer :: i
    integer(i8), parameter :: prime = 16777619_i8, mask = 4294967295_i8
    h = 2166136261_i8
    do i = 1, len_trim(s)
      h = ieor(h, int(ichar(s(i:i)), i8))
      h = iand(h * prime, mask)
    end do
  end function hash_str

  subroutine table_init(t, nb)
    type(table), intent(out) :: t
    integer, intent(in) :: nb
    t%nbuckets = nb
    allocate(t%b(0:nb - 1))
  end subroutine table_init

  subroutine table_add(t, key, inc)
    type(table), intent(inout) :: t
    character(len=*), intent(in) :: key
    integer, intent(in) :: inc
    integer :: k, i
    type(entry), allocatable :: tmp(:)
    k = int(mod(hash_str(key), int(t%nbuckets, i8)))
    associate_loop: do i = 1, t%b(k)%n
      if (t%b(k)%e(i)%key == key) then
        t%b(k)%e(i)%value = t%b(k)%e(i)%value + inc
        return
      end if
    end do associate_loop
    if (.not. allocated(t%b(k)%e)) then
      allocate(t%b(k)%e(2))
    else if (t%b(k)%n == size(t%b(k)%e)) then
      allocate(tmp(2 * size(t%b(k)%e)))
      tmp(1:t%b(k)%n) = t%b(k)%e(1:t%b(k)%n)
      call move_alloc(tmp, t%b(k)%e)
    end if
    t%b(k)%n = t%b(k)%n + 1
    t%b(k)%e(t%b(k)%n) = entry(key, inc)
    t%size = t%size + 1
  end subroutine table_add

  integer function table_get(t, key) result(v)
    type(table), intent(in) :: t
    character(len=*), intent(in) :: key
    integer :: k, i
    v = 0
    k = int(mod(hash_str(key), int(t%nbuckets, i8)))
    do i = 1, t%b(k)%n
      if (t%b(k)%e(i)%key == key) then
        v = t%b(k)%e(i)%value
        return
      end if
    end do
  end function table_get

  subroutine table_keys(t, keys, vals)
    type(table), intent(in) :: t
    character(len=keylen), allocatable, intent(out) :: keys(:)
    integer, allocatable, intent(out) :: vals(:)
    integer :: k, i, m
    allocate(keys(t%size), vals(t%size))
    m = 0
    do k = 0, t%nbuckets - 1
      do i = 1, t%b(k)%n
        m = m + 1
        keys(m) = t%b(k)%e(i)%key
        vals(m) = t%b(k)%e(i)%value
      end do
    end do
  end subroutine table_keys

end module strhash

program hash_table_words
  use strhash
  implicit none
  character(len=60) :: text(4)
  character(len=16), allocatable :: keys(:)
  integer, allocatable :: vals(:)
  type(table) :: t
  integer :: i, j, p, q, n, longest
  character(len=16) :: w, tk
  integer :: tv

  text(1) = 'the quick brown fox jumps over the lazy dog'
  text(2) = 'The dog barks; the fox runs. A quick end!'
  text(3) = 'over and over and over again the story goes'
  text(4) = 'lazy days, quick nights, brown leaves'
  call table_init(t, 7)
  do i = 1, size(text)
    p = 1
    n = len_trim(text(i))
    do while (p <= n)
      do while (p <= n .and. .not. is_letter(text(i)(p:p)))
        p = p + 1
      end do
      q = p
      do while (q <= n .and. is_letter(text(i)(q:q)))
        q = q + 1
      end do
      if (q > p) then
        w = lower(text(i)(p:q - 1))
        call table_add(t, w, 1)
      end if
      p = q
    end do
  end do
  print '(a,i0,a,i0)', 'distinct words: ', t%size, ' in buckets: ', t%nbuckets
  print '(a,z8.8)', 'hash of "fox": ', hash_str('fox')
  call table_keys(t, keys, vals)
  ! insertion sort: count descending, then word ascending
  do i = 2, size(keys)
    tk = keys(i)
    tv = vals(i)
    j = i - 1
    do while (j >= 1)
      if (vals(j) > tv .or. (vals(j) == tv .and. keys(j) < tk)) exit
      keys(j + 1) = keys(j)
      vals(j + 1) = vals(j)
      j = j - 1
    end do
    keys(j + 1) = tk
    vals(j + 1) = tv
  end do
  longest = maxval(len_trim(keys))
  do i = 1, min(8, size(keys))
    print '(a,1x,i3)', keys(i)(1:longest), vals(i)
  end do
  print '(a,i0,1x,i0)', 'lookups: ', table_get(t, 'over'), table_get(t, 'missing')
  print '(a,*(i2))', 'bucket sizes:', (t%b(i)%n, i = 0, t%nbuckets - 1)

contains

  logical function is_letter(c)
    character, intent(in) :: c
    is_letter = (c >= 'a' .and. c <= 'z') .or. (c >= 'A' .and. c <= 'Z')
  end function is_letter

  function lower(s) result(r)
    character(len=*), intent(in) :: s
    character(len=len(s)) :: r
    integer :: k
    r = s
    do k = 1, len(s)
      if (r(k:k) >= 'A' .and. r(k:k) <= 'Z') r(k:k) = achar(iachar(r(k:k)) + 32)
    end do
  end function lower

end program hash_table_words
