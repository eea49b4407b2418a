! Procedure features together: optional and keyword arguments with
! defaults, recursive functions (quicksort, permutations, Hanoi), internal
! procedures sharing host variables, procedure arguments for a root
! finder (bisection and secant), and pure/elemental helpers.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module numeric_tools
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  abstract interface
    real(dp) function func1(x)
      import :: dp
      real(dp), intent(in) :: x
    end function func1
  end interface
contains
  subroutine find_root(f, a, b, root, iters, tol, method)
    procedure(func1) :: f
    real(dp), intent(in) :: a, b
    real(dp), intent(out) :: root
    integer, intent(out) :: iters
    real(dp), intent(in), optional :: tol
    character(len=*), intent(in), optional :: method
    real(dp) :: lo, hi, eps, x0, x1, x2
    character(len=8) :: how
    eps = 1.0e-10_dp
    if (present(tol)) eps = tol
    how = 'bisect'
    if (present(method)) how = method
    iters = 0
    select case (how)
    case ('bisect')
      lo = a; hi = b
      do while (hi - lo > eps)
        iters = iters + 1
        root = (lo + hi) / 2
        if (sign(1.0_dp, f(root)) == sign(1.0_dp, f(lo))) then
          lo = root
        else
          hi = root
        end if
      end do
      root = (lo + hi) / 2
    case ('secant')
      x0 = a; x1 = b
      do while (abs(x1 - x0) > eps .and. iters < 100)
        iters = iters + 1
        x2 = x1 - f(x1) * (x1 - x0) / (f(x1) - f(x0))
        x0 = x1
        x1 = x2
      end do
      root = x1
    end select
  end subroutine find_root

  real(dp) function cubic(x)
    real(dp), intent(in) :: x
    cubic = x**3 - 2 * x - 5
  end function cubic

  real(dp) function cosx(x)
    real(dp), intent(in) :: x
    cosx = cos(x) - x
  end function cosx

  recursive subroutine quicksort(a)
    integer, intent(inout) :: a(:)
    integer :: pivot, i, j, t
    if (size(a) < 2) return
    pivot = a(size(a))
    i = 0
    do j = 1, size(a) - 1
      if (a(j) <= pivot) then
        i = i + 1
        t = a(i); a(i) = a(j); a(j) = t
      end if
    end do
    t = a(i + 1); a(i + 1) = a(size(a)); a(size(a)) = t
    call quicksort(a(:i))
    call quicksort(a(i+2:))
  end subroutine quicksort

  recursive subroutine hanoi(n, from, to, via, moves)
    integer, intent(in) :: n
    character, intent(in) :: from, to, via
    integer, intent(inout) :: moves
    if (n == 0) return
    call hanoi(n - 1, from, via, to, moves)
    moves = moves + 1
    if (n >= 3) print '(a,i0,a,a,a,a)', 'move disk ', n, ' ', from, '->', to
    call hanoi(n - 1, via, to, from, moves)
  end subroutine hanoi

  recursive subroutine permute(s, k, count)
    character(len=*), intent(inout) :: s
    integer, intent(in) :: k
    integer, intent(inout) :: count
    integer :: i
    character :: t
    if (k == len(s)) then
      count = count + 1
      if (count <= 4 .or. count == 24) print '(i3,1x,a)', count, s
      return
    end if
    do i = k, len(s)
      t = s(k:k); s(k:k) = s(i:i); s(i:i) = t
      call permute(s, k + 1, count)
      t = s(k:k); s(k:k) = s(i:i); s(i:i) = t
    end do
  end subroutine permute

  pure elemental integer function clamp(x, lo, hi)
    integer, intent(in) :: x
    integer, intent(in), optional :: lo, hi
    clamp = x
    if (present(lo)) clamp = max(clamp, lo)
    if (present(hi)) clamp = min(clamp, hi)
  end function clamp
end module numeric_tools

program procedures_mix
  use numeric_tools
  implicit none
  real(dp) :: r
  integer :: it, moves, cnt, total
  integer :: data(12) = [33, 7, 21, 7, 99, -4, 0, 56, 12, 3, 88, 21]
  character(len=4) :: word

  call find_root(cubic, 2.0_dp, 3.0_dp, r, it)
  print '(a,f14.10,a,i0)', 'bisection root of x^3-2x-5: ', r, ' iterations ', it
  call find_root(cubic, 2.0_dp, 3.0_dp, r, it, method='secant')
  print '(a,f14.10,a,i0)', 'secant root:                ', r, ' iterations ', it
  call find_root(cosx, 0.0_dp, 1.0_dp, r, it, tol=1.0e-4_dp)
  print '(a,f10.6,a,i0)', 'cos x = x (tol 1e-4): ', r, ' iterations ', it
  call find_root(method='secant', f=cosx, b=1.0_dp, a=0.0_dp, root=r, iters=it)
  print '(a,f14.10)', 'all keywords, any order: ', r

  call quicksort(data)
  print '(a,12i4)', 'sorted:', data
  print '(a,12i4)', 'clamped 0..50:', clamp(data, 0, 50)
  print '(a,12i4)', 'clamped hi=10:', clamp(data, hi=10)

  moves = 0
  call hanoi(4, 'A', 'C', 'B', moves)
  print '(a,i0)', 'hanoi(4) moves: ', moves
  word = 'abcd'
  cnt = 0
  call permute(word, 1, cnt)
  print '(a,i0)', 'permutations: ', cnt

  total = 0
  call accumulate(5)
  call accumulate(10)
  print '(a,i0)', 'accumulated via internal procedure: ', total
  print '(a,i0)', 'triangle(20) = ', triangle(20)
contains
  subroutine accumulate(n)
    integer, intent(in) :: n
    integer :: i
    do i = 1, n
      total = total + i
    end do
  end subroutine accumulate

  recursive integer function triangle(n) result(t)
    integer, intent(in) :: n
    if (n <= 1) then
      t = n
    else
      t = n + triangle(n - 1)
    end if
  end function triangle
end program procedures_mix
