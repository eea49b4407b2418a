! Arbitrary-precision non-negative integers as arrays of base-10**4
! limbs in a derived type with an allocatable component: addition,
! multiplication by a small integer and by another big integer, exact
! factorials, Fibonacci numbers, powers of two, digit sums and a decimal
! rendering with internal WRITE and the I4.4 edit descriptor.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module bigint_mod
  implicit none
  integer, parameter :: base = 10000
  type bigint
    integer, allocatable :: d(:)   ! least significant limb first
  end type bigint
  interface operator(+)
    module procedure big_add
  end interface
  interface operator(*)
    module procedure big_mul, big_mul_small
  end interface
contains
  function big(n) result(r)
    integer, intent(in) :: n
    type(bigint) :: r
    integer :: m, k
    m = n
    k = 0
    allocate(r%d(3))
    r%d = 0
    do
      k = k + 1
      r%d(k) = mod(m, base)
      m = m / base
      if (m == 0) exit
    end do
    r%d = r%d(1:k)
  end function big

  subroutine normalize(a)
    type(bigint), intent(inout) :: a
    integer :: n
    n = size(a%d)
    do while (n > 1)
      if (a%d(n) /= 0) exit
      n = n - 1
    end do
    if (n < size(a%d)) a%d = a%d(1:n)
  end subroutine normalize

  function big_add(a, b) result(c)
    type(bigint), intent(in) :: a, b
    type(bigint) :: c
    integer :: i, carry, s, n
    n = max(size(a%d), size(b%d)) + 1
    allocate(c%d(n))
    carry = 0
    do i = 1, n
      s = carry
      if (i <= size(a%d)) s = s + a%d(i)
      if (i <= size(b%d)) s = s + b%d(i)
      c%d(i) = mod(s, base)
      carry = s / base
    end do
    call normalize(c)
  end function big_add

  function big_mul_small(a, m) result(c)
    type(bigint), intent(in) :: a
    integer, intent(in) :: m
    type(bigint) :: c
    integer :: i, carry, p
    allocate(c%d(size(a%d) + 3))
    c%d = 0
    carry = 0
    do i = 1, size(c%d)
      p = carry
      if (i <= size(a%d)) p = p + a%d(i) * m
      c%d(i) = mod(p, base)
      carry = p / base
    end do
    call normalize(c)
  end function big_mul_small

  function big_mul(a, b) result(c)
    type(bigint), intent(in) :: a, b
    type(bigint) :: c
    integer :: i, j, carry, t
    allocate(c%d(size(a%d) + size(b%d)))
    c%d = 0
    do i = 1, size(a%d)
      carry = 0
      do j = 1, size(b%d)
        t = c%d(i + j - 1) + a%d(i) * b%d(j) + carry
        c%d(i + j - 1) = mod(t, base)
        carry = t / base
      end do
      c%d(i + size(b%d)) = c%d(i + size(b%d)) + carry
    end do
    call normalize(c)
  end function big_mul

  function to_str(a) result(s)
    type(bigint), intent(in) :: a
    character(len=400) :: s
    character(len=4) :: limb
    integer :: i
    write (s, '(i0)') a%d(size(a%d))
    do i = size(a%d) - 1, 1, -1
      write (limb, '(i4.4)') a%d(i)
      s = trim(s) // limb
    end do
  end function to_str

  integer function digit_sum(a) result(ds)
    type(bigint), intent(in) :: a
    character(len=400) :: s
    integer :: i
    s = to_str(a)
    ds = 0
    do i = 1, len_trim(s)
      ds = ds + iachar(s(i:i)) - iachar('0')
    end do
  end function digit_sum
end module bigint_mod

program bigint_arith
  use bigint_mod
  implicit none
  type(bigint) :: f, a, b, c, p
  integer :: i
  f = big(1)
  do i = 2, 50
    f = f * i
  end do
  print '(a)', '50! = ' // trim(to_str(f))
  print '(a,i0,a,i0)', 'digits: ', len_trim(to_str(f)), '  digit sum: ', digit_sum(f)
  a = big(0)
  b = big(1)
  do i = 2, 150
    c = a + b
    a = b
    b = c
  end do
  print '(a)', 'fib(150) = ' // trim(to_str(b))
  p = big(1)
  do i = 1, 128
    p = p * 2
  end do
  print '(a)', '2**128 = ' // trim(to_str(p))
  c = p * p
  print '(a)', '2**256 = ' // trim(to_str(c))
  c = big(99999999) * big(99999999)
  print '(a)', '99999999**2 = ' // trim(to_str(c))
  print '(a,i0)', 'limbs of 2**256: ', size(p%d) * 2 - 1
  c = big(0) * big(12345)
  print '(a)', '0 * 12345 = ' // trim(to_str(c))
end program bigint_arith
