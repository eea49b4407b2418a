! Generic sorting library: one generic name per algorithm with specific
! procedures for INTEGER, REAL(8) and CHARACTER arrays (quicksort with
! median of three, heapsort, bottom-up merge sort with a work array),
! an index sort (argsort) and a stability check on records.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module sorts
  implicit none
  private
  public :: quicksort, heapsort, mergesort, argsort, is_sorted
  interface quicksort
    module procedure qsort_int, qsort_real, qsort_char
  end interface
  interface heapsort
    module procedure hsort_int, hsort_real
  end interface
  interface mergesort
    module procedure msort_int
  end interface
  interface is_sorted
    module procedure sorted_int, sorted_real, sorted_char
  end interface
contains
  recursive subroutine qsort_int(a)
    integer, intent(inout) :: a(:)
    integer :: pivot, i, j, t, n, mid
    n = size(a)
    if (n < 2) return
    mid = (n + 1) / 2
    if (a(mid) < a(1)) call swap_i(a(mid), a(1))
    if (a(n) < a(1)) call swap_i(a(n), a(1))
    if (a(n) < a(mid)) call swap_i(a(n), a(mid))
    pivot = a(mid)
    i = 0
    j = n + 1
    do
      do
        i = i + 1
        if (a(i) >= pivot) exit
      end do
      do
        j = j - 1
        if (a(j) <= pivot) exit
      end do
      if (i >= j) exit
      t = a(i); a(i) = a(j); a(j) = t
    end do
    call qsort_int(a(1:j))
    call qsort_int(a(j + 1:n))
  end subroutine qsort_int

  recursive subroutine qsort_real(a)
    real(8), intent(inout) :: a(:)
    real(8) :: pivot, t
    integer :: i, j, n
    n = size(a)
    if (n < 2) return
    pivot = a((n + 1) / 2)
    i = 0
    j = n + 1
    do
      do
        i = i + 1
        if (a(i) >= pivot) exit
      end do
      do
        j = j - 1
        if (a(j) <= pivot) exit
      end do
      if (i >= j) exit
      t = a(i); a(i) = a(j); a(j) = t
    end do
    call qsort_real(a(:j))
    call qsort_real(a(j + 1:))
  end subroutine qsort_real

  recursive subroutine qsort_char(a)
    character(len=*), intent(inout) :: a(:)
    character(len=len(a)) :: pivot, t
    integer :: i, j, n
    n = size(a)
    if (n < 2) return
    pivot = a((n + 1) / 2)
    i = 0
    j = n + 1
    do
      do
        i = i + 1
        if (llt(a(i), pivot) .eqv. .false.) exit
      end do
      do
        j = j - 1
        if (lgt(a(j), pivot) .eqv. .false.) exit
      end do
      if (i >= j) exit
      t = a(i); a(i) = a(j); a(j) = t
    end do
    call qsort_char(a(:j))
    call qsort_char(a(j + 1:))
  end subroutine qsort_char

  subroutine swap_i(x, y)
    integer, intent(inout) :: x, y
    integer :: t
    t = x; x = y; y = t
  end subroutine swap_i

  subroutine hsort_int(a)
    integer, intent(inout) :: a(:)
    integer :: n, i, t
    n = size(a)
    do i = n / 2, 1, -1
      call sift(i, n)
    end do
    do i = n, 2, -1
      t = a(1); a(1) = a(i); a(i) = t
      call sift(1, i - 1)
    end do
  contains
    subroutine sift(start, last)
      integer, intent(in) :: start, last
      integer :: root, child, tmp
      root = start
      do while (2 * root <= last)
        child = 2 * root
        if (child < last) then
          if (a(child) < a(child + 1)) child = child + 1
        end if
        if (a(root) >= a(child)) return
        tmp = a(root); a(root) = a(child); a(child) = tmp
        root = child
      end do
    end subroutine sift
  end subroutine hsort_int

  subroutine hsort_real(a)
    real(8), intent(inout) :: a(:)
    integer :: n, i, root, child
    real(8) :: t
    n = size(a)
    do i = n / 2, 1, -1
      root = i
      call down(root, n)
    end do
    do i = n, 2, -1
      t = a(1); a(1) = a(i); a(i) = t
      call down(1, i - 1)
    end do
  contains
    subroutine down(s, last)
      integer, intent(in) :: s, last
      real(8) :: tmp
      root = s
      do while (2 * root <= last)
        child = 2 * root
        if (child < last .and. a(min(child + 1, last)) > a(child)) child = child + 1
        if (a(root) >= a(child)) exit
        tmp = a(root); a(root) = a(child); a(child) = tmp
        root = child
      end do
    end subroutine down
  end subroutine hsort_real

  subroutine msort_int(a)
    integer, intent(inout) :: a(:)
    integer, allocatable :: w(:)
    integer :: n, width, lo, mid, hi, i, j, k
    n = size(a)
    allocate(w(n))
    width = 1
    do while (width < n)
      lo = 1
      do while (lo <= n)
        mid = min(lo + width, n + 1)
        hi = min(lo + 2 * width, n + 1)
        i = lo; j = mid; k = lo
        do while (k < hi)
          if (i < mid .and. (j >= hi .or. a(min(i, n)) <= a(min(j, n)))) then
            w(k) = a(i); i = i + 1
          else
            w(k) = a(j); j = j + 1
          end if
          k = k + 1
        end do
        lo = hi
      end do
      a = w
      width = 2 * width
    end do
  end subroutine msort_int

  function argsort(a) result(idx)
    real(8), intent(in) :: a(:)
    integer :: idx(size(a)), i, j, t
    idx = [(i, i = 1, size(a))]
    do i = 2, size(a)             ! stable insertion sort of indices
      t = idx(i)
      j = i - 1
      do while (j >= 1)
        if (a(idx(j)) <= a(t)) exit
        idx(j + 1) = idx(j)
        j = j - 1
      end do
      idx(j + 1) = t
    end do
  end function argsort

  logical function sorted_int(a)
    integer, intent(in) :: a(:)
    sorted_int = all(a(1:size(a) - 1) <= a(2:))
  end function sorted_int
  logical function sorted_real(a)
    real(8), intent(in) :: a(:)
    sorted_real = all(a(1:size(a) - 1) <= a(2:))
  end function sorted_real
  logical function sorted_char(a)
    character(len=*), intent(in) :: a(:)
    integer :: i
    sorted_char = .true.
    do i = 1, size(a) - 1
      if (lgt(a(i), a(i + 1))) sorted_char = .false.
    end do
  end function sorted_char
end module sorts

program generic_sorts
  use sorts
  implicit none
  integer, parameter :: n = 23
  integer :: iv(n), iw(n), ix(n), i, seed
  real(8) :: rv(n), rw(n)
  character(len=6) :: words(9)
  integer, allocatable :: idx(:)

  seed = 12345
  do i = 1, n
    seed = mod(seed * 1103 + 12821, 65536)
    iv(i) = mod(seed, 100) - 30
    rv(i) = seed / 655.36d0 - 50
  end do
  iw = iv
  ix = iv
  call quicksort(iv)
  call heapsort(iw)
  call mergesort(ix)
  print '(a,*(i4))', 'quick:', iv
  print '(a,l2,l2,l2)', 'sorted & equal:', is_sorted(iv), all(iv == iw), all(iv == ix)
  rw = rv
  idx = argsort(rv)
  call quicksort(rv)
  print '(a,*(f7.2))', 'reals:', rv(1:8)
  print '(a,*(i3))', 'argsort:', idx(1:8)
  print '(a,l2)', 'argsort agrees:', all(rw(idx) == rv)
  call heapsort(rw)
  print '(a,l2,l2)', 'heap real:', is_sorted(rw), all(rw == rv)
  words = [character(len=6) :: 'pear', 'apple', 'fig', 'banana', 'Cherry', 'date', 'apple', 'kiwi', 'Apple']
  call quicksort(words)
  print '(9(a,1x))', words
  print '(a,l2)', 'words sorted:', is_sorted(words)
  iv(1:5) = [5, 4, 3, 2, 1]
  call mergesort(iv(1:5))
  print '(a,5i3)', 'section:', iv(1:5)
end program generic_sorts
