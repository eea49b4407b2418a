! Binary search on a sorted array (iterative and recursive), lower-bound
! search for insertion points.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program binary_search
  implicit none
  integer :: sorted(12) = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
  integer :: keys(7) = [2, 37, 13, 4, 1, 40, 30]
  integer :: k

  do k = 1, size(keys)
    print *, keys(k), search(sorted, keys(k)), rsearch(sorted, keys(k), 1, size(sorted)), &
             lower_bound(sorted, keys(k))
  end do

contains

  integer function search(a, key)
    integer, intent(in) :: a(:), key
    integer :: lo, hi, mid
    lo = 1
    hi = size(a)
    search = 0
    do while (lo <= hi)
      mid = (lo + hi) / 2
      if (a(mid) == key) then
        search = mid
        return
      else if (a(mid) < key) then
        lo = mid + 1
      else
        hi = mid - 1
      end if
    end do
  end function search

  recursive integer function rsearch(a, key, lo, hi) result(pos)
    integer, intent(in) :: a(:), key, lo, hi
    integer :: mid
    if (lo > hi) then
      pos = 0
      return
    end if
    mid = (lo + hi) / 2
    if (a(mid) == key) then
      pos = mid
    else if (a(mid) < key) then
      pos = rsearch(a, key, mid + 1, hi)
    else
      pos = rsearch(a, key, lo, mid - 1)
    end if
  end function rsearch

  integer function lower_bound(a, key)
    integer, intent(in) :: a(:), key
    integer :: lo, hi, mid
    lo = 1
    hi = size(a) + 1
    do while (lo < hi)
      mid = (lo + hi) / 2
      if (a(mid) < key) then
        lo = mid + 1
      else
        hi = mid
      end if
    end do
    lower_bound = lo
  end function lower_bound
end program binary_search
