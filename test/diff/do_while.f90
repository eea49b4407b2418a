! DO WHILE loops: Collatz sequences, digit sums, a convergence loop.
! RUN: %diff-gfortran %s
program do_while
  implicit none
  integer :: n, steps, start, digits, total
  integer(8) :: value
  real(8) :: x, prev

  do start = 1, 10
    n = start
    steps = 0
    do while (n /= 1)
      if (mod(n, 2) == 0) then
        n = n / 2
      else
        n = 3 * n + 1
      end if
      steps = steps + 1
    end do
    print *, 'collatz', start, steps
  end do

  value = 9876543210_8
  total = 0
  digits = 0
  do while (value > 0)
    total = total + int(mod(value, 10_8))
    value = value / 10
    digits = digits + 1
  end do
  print *, 'digits', digits, 'sum', total

  ! iterate x = cos-free fixed point x = 1/(1+x) (golden ratio conjugate)
  x = 1.0d0
  prev = 0.0d0
  steps = 0
  do while (abs(x - prev) > 1.0d-12)
    prev = x
    x = 1.0d0 / (1.0d0 + x)
    steps = steps + 1
  end do
  print *, 'fixed point', x, 'after', steps

  n = 0
  do while (.false.)
    n = n + 1
  end do
  print *, 'never', n
end program do_while
