! Euclid's algorithm, iterative and recursive; least common multiples of a
! range; coprime counting (Euler's totient).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program gcd_lcm
  implicit none
  integer :: a, b, n
  integer(8) :: l

  print *, gcd(48, 18), gcd(17, 5), gcd(0, 9), gcd(100, 75)
  print *, rgcd(48, 18), rgcd(1071, 462)
  do a = 12, 16
    do b = 8, 10
      print *, a, b, gcd(a, b), lcm(a, b)
    end do
  end do
  ! lcm of 1..20 needs 64-bit integers on the way
  l = 1
  do n = 1, 20
    l = l / gcd8(l, int(n, 8)) * n
  end do
  print *, 'lcm(1..20) =', l
  do n = 1, 12
    print *, 'phi', n, totient(n)
  end do

contains

  integer function gcd(x, y)
    integer, intent(in) :: x, y
    integer :: p, q, t
    p = abs(x); q = abs(y)
    do while (q /= 0)
      t = mod(p, q)
      p = q
      q = t
    end do
    gcd = p
  end function gcd

  recursive integer function rgcd(x, y) result(g)
    integer, intent(in) :: x, y
    if (y == 0) then
      g = x
    else
      g = rgcd(y, mod(x, y))
    end if
  end function rgcd

  integer(8) function gcd8(x, y)
    integer(8), intent(in) :: x, y
    integer(8) :: p, q, t
    p = x; q = y
    do while (q /= 0)
      t = mod(p, q); p = q; q = t
    end do
    gcd8 = p
  end function gcd8

  integer function lcm(x, y)
    integer, intent(in) :: x, y
    lcm = x / gcd(x, y) * y
  end function lcm

  integer function totient(m)
    integer, intent(in) :: m
    integer :: k
    totient = 0
    do k = 1, m
      if (gcd(k, m) == 1) totient = totient + 1
    end do
  end function totient
end program gcd_lcm
