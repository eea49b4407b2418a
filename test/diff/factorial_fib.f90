! Recursive functions: factorial in integer(8), Fibonacci (recursive and
! iterative), binomial coefficients, power by squaring.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program factorial_fib
  implicit none
  integer :: n

  do n = 0, 20, 4
    print *, n, '! =', factorial(n)
  end do
  do n = 1, 15
    print *, 'fib', n, fib(n), fib_iter(n)
  end do
  print *, 'fib(60) =', fib_iter(60)
  do n = 0, 6
    print *, 'C(6,', n, ') =', binomial(6, n)
  end do
  print *, power(3_8, 13), power(2_8, 62), power(7_8, 0)

contains

  recursive function factorial(k) result(f)
    integer, intent(in) :: k
    integer(8) :: f
    if (k <= 1) then
      f = 1
    else
      f = k * factorial(k - 1)
    end if
  end function factorial

  recursive integer function fib(k) result(f)
    integer, intent(in) :: k
    if (k <= 2) then
      f = 1
    else
      f = fib(k - 1) + fib(k - 2)
    end if
  end function fib

  integer(8) function fib_iter(k)
    integer, intent(in) :: k
    integer(8) :: a, b, t
    integer :: i
    a = 0; b = 1
    do i = 1, k
      t = a + b
      a = b
      b = t
    end do
    fib_iter = a
  end function fib_iter

  recursive integer function binomial(m, k) result(c)
    integer, intent(in) :: m, k
    if (k == 0 .or. k == m) then
      c = 1
    else
      c = binomial(m - 1, k - 1) + binomial(m - 1, k)
    end if
  end function binomial

  recursive integer(8) function power(base, e) result(p)
    integer(8), intent(in) :: base
    integer, intent(in) :: e
    integer(8) :: half
    if (e == 0) then
      p = 1
    else if (mod(e, 2) == 0) then
      half = power(base, e / 2)
      p = half * half
    else
      p = base * power(base, e - 1)
    end if
  end function power
end program factorial_fib
