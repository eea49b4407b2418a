! Argument passing by reference: INTENT(IN/OUT/INOUT), swapping, returning
! several results, array elements and expressions as actual arguments.
! RUN: %diff-gfortran %s
program intent_args
  implicit none
  integer :: a, b, q, r
  real :: v(5), mean, var
  integer :: arr(4)

  a = 17; b = 5
  call swap(a, b)
  print *, 'swapped', a, b
  call divmod(a, b, q, r)
  print *, 'divmod', a, b, q, r
  call increment(a)
  call increment(a)
  print *, 'incremented', a

  v = [2.0, 4.0, 4.0, 5.0, 7.0]
  call stats(v, size(v), mean, var)
  print *, 'mean', mean, 'variance', var

  arr = [1, 2, 3, 4]
  call swap(arr(1), arr(4))
  call increment(arr(2))
  print *, arr
  ! an expression is passed as a temporary; the variable is unchanged
  call show_double(a + 1)
  call show_double((a))
  print *, 'a still', a

contains

  subroutine swap(x, y)
    integer, intent(inout) :: x, y
    integer :: t
    t = x; x = y; y = t
  end subroutine swap

  subroutine divmod(x, y, quot, rem)
    integer, intent(in) :: x, y
    integer, intent(out) :: quot, rem
    quot = x / y
    rem = x - quot * y
  end subroutine divmod

  subroutine increment(x)
    integer, intent(inout) :: x
    x = x + 1
  end subroutine increment

  subroutine stats(x, n, m, s2)
    integer, intent(in) :: n
    real, intent(in) :: x(n)
    real, intent(out) :: m, s2
    integer :: i
    m = 0
    do i = 1, n
      m = m + x(i)
    end do
    m = m / n
    s2 = 0
    do i = 1, n
      s2 = s2 + (x(i) - m)**2
    end do
    s2 = s2 / n
  end subroutine stats

  subroutine show_double(x)
    integer, intent(in) :: x
    print *, 'double', 2 * x
  end subroutine show_double
end program intent_args
