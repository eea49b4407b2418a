! Palindromes: phrase normalisation (keep letters and digits, fold case),
! recursive and iterative checks, longest palindromic substring by
! expanding around centres, and palindromic numbers via internal write.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program palindromes
  implicit none
  character(len=40) :: phrases(6)
  character(len=40) :: s
  character(len=12) :: buf
  integer :: i, n, lo, hi, count_num

  phrases = [character(len=40) :: 'A man, a plan, a canal: Panama', 'racecar', &
             'Hello, World', 'Was it a car or a cat I saw?', 'No lemon, no melon', 'Fortran']
  do i = 1, size(phrases)
    s = normalize(phrases(i))
    n = len_trim(s)
    print '(a40,1x,l1,1x,l1,1x,a)', phrases(i), is_pal_rec(s(1:n)), is_pal_iter(s(1:n)), trim(s)
  end do

  call longest('forgeeksskeegfor', lo, hi)
  print '(a,a,a,i0,a,i0)', 'longest in forgeeksskeegfor: ', 'forgeeksskeegfor'(lo:hi), ' at ', lo, ':', hi
  call longest('abacdfgdcabaypqqpy', lo, hi)
  print '(a,a)', 'longest in abacdfgdcabaypqqpy: ', 'abacdfgdcabaypqqpy'(lo:hi)

  count_num = 0
  do i = 10, 1000
    write (buf, '(i0)') i
    if (is_pal_iter(trim(buf))) then
      count_num = count_num + 1
      if (i > 900) write (*, '(a,1x)', advance='no') trim(buf)
    end if
  end do
  print *
  print '(a,i0)', 'palindromic numbers 10..1000: ', count_num
contains
  function normalize(p) result(r)
    character(len=*), intent(in) :: p
    character(len=len(p)) :: r
    integer :: i, k
    character :: c
    r = ' '
    k = 0
    do i = 1, len_trim(p)
      c = p(i:i)
      if (c >= 'A' .and. c <= 'Z') c = achar(iachar(c) + 32)
      if ((c >= 'a' .and. c <= 'z') .or. (c >= '0' .and. c <= '9')) then
        k = k + 1
        r(k:k) = c
      end if
    end do
  end function normalize

  recursive logical function is_pal_rec(w) result(yes)
    character(len=*), intent(in) :: w
    if (len(w) <= 1) then
      yes = .true.
    else if (w(1:1) /= w(len(w):len(w))) then
      yes = .false.
    else
      yes = is_pal_rec(w(2:len(w)-1))
    end if
  end function is_pal_rec

  logical function is_pal_iter(w)
    character(len=*), intent(in) :: w
    integer :: i
    is_pal_iter = .true.
    do i = 1, len(w) / 2
      if (w(i:i) /= w(len(w)-i+1:len(w)-i+1)) then
        is_pal_iter = .false.
        return
      end if
    end do
  end function is_pal_iter

  subroutine longest(w, best_lo, best_hi)
    character(len=*), intent(in) :: w
    integer, intent(out) :: best_lo, best_hi
    integer :: c, l, r, odd
    best_lo = 1; best_hi = 1
    do c = 1, len(w)
      do odd = 0, 1
        l = c; r = c + odd
        do while (l >= 1 .and. r <= len(w))
          if (w(l:l) /= w(r:r)) exit
          l = l - 1; r = r + 1
        end do
        if (r - l - 2 > best_hi - best_lo) then
          best_lo = l + 1; best_hi = r - 1
        end if
      end do
    end do
  end subroutine longest
end program palindromes
