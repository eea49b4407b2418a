! Monte Carlo with a hand-written xorshift64* generator (INTEGER(8) with
! ISHFT/IEOR, the multiply done modulo 2**64 through two 32-bit halves so
! nothing overflows), uniform doubles from the top 53 bits, pi by
! rejection, a Box-Muller normal histogram and a random walk.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module xorshift
  implicit none
  integer, parameter :: i8 = selected_int_kind(18)
  integer, parameter :: dp = selected_real_kind(15)
  type rng
    integer(i8) :: s = 88172645463325252_i8
  end type rng
contains
  ! low 64 bits of a*b for unsigned 64-bit a, b, without signed overflow
  function mul64(a, b) result(r)
    integer(i8), intent(in) :: a, b
    integer(i8) :: r, alo, ahi, blo, bhi, cross
    integer(i8), parameter :: m32 = 4294967295_i8
    alo = iand(a, m32)
    ahi = iand(ishft(a, -32), m32)
    blo = iand(b, m32)
    bhi = iand(ishft(b, -32), m32)
    cross = iand(ahi * blo + iand(alo * bhi, m32), m32)
    ! alo*blo may exceed 2**63: split it too
    r = mullo(alo, blo)
    r = ieor_add(r, ishft(cross, 32))
  end function mul64

  function mullo(a, b) result(r)
    integer(i8), intent(in) :: a, b   ! both < 2**32
    integer(i8) :: r, a1, a0, mid
    a1 = ishft(a, -16)
    a0 = iand(a, 65535_i8)
    mid = a1 * b                       ! < 2**48
    r = ieor_add(ishft(iand(mid, 281474976710655_i8), 16), a0 * b)
  end function mullo

  ! a + b modulo 2**64 using carries on 32-bit halves
  function ieor_add(a, b) result(r)
    integer(i8), intent(in) :: a, b
    integer(i8) :: r, lo, hi
    integer(i8), parameter :: m32 = 4294967295_i8
    lo = iand(a, m32) + iand(b, m32)
    hi = iand(ishft(a, -32), m32) + iand(ishft(b, -32), m32) + ishft(lo, -32)
    r = ior(ishft(iand(hi, m32), 32), iand(lo, m32))
  end function ieor_add

  function next_u64(g) result(r)
    type(rng), intent(inout) :: g
    integer(i8) :: r
    g%s = ieor(g%s, ishft(g%s, -12))
    g%s = ieor(g%s, ishft(g%s, 25))
    g%s = ieor(g%s, ishft(g%s, -27))
    r = mul64(g%s, 2685821657736338717_i8)
  end function next_u64

  function uniform(g) result(x)
    type(rng), intent(inout) :: g
    real(dp) :: x
    x = real(ishft(next_u64(g), -11), dp) * 2.0_dp**(-53)
  end function uniform
end module xorshift

program xorshift_monte_carlo
  use xorshift
  implicit none
  type(rng) :: g
  integer :: i, inside, hist(-4:3), k, pos, maxpos, returns
  integer, parameter :: n = 200000
  real(dp) :: x, y, u1, u2, z, s1, s2
  integer(i8) :: first(4)

  do i = 1, 4
    first(i) = next_u64(g)
  end do
  print '(a)', 'first outputs:'
  print '(z16.16)', first
  inside = 0
  do i = 1, n
    x = uniform(g)
    y = uniform(g)
    if (x * x + y * y < 1.0_dp) inside = inside + 1
  end do
  print '(a,i0,a,f8.5)', 'inside=', inside, ' pi~', 4.0_dp * inside / n

  hist = 0
  s1 = 0
  s2 = 0
  do i = 1, n / 2
    u1 = uniform(g)
    u2 = uniform(g)
    if (u1 <= 0) cycle
    z = sqrt(-2.0_dp * log(u1)) * cos(8.0_dp * atan(1.0_dp) * u2)
    s1 = s1 + z
    s2 = s2 + z * z
    k = floor(z)
    if (k < -4) k = -4
    if (k > 3) k = 3
    hist(k) = hist(k) + 1
  end do
  print '(a,f8.4,a,f8.4)', 'normal mean ', s1 / (n / 2), ' variance ', s2 / (n / 2) - (s1 / (n / 2))**2
  do k = -4, 3
    print '(i3,1x,i6,1x,a)', k, hist(k), repeat('*', hist(k) / 1000)
  end do

  pos = 0
  maxpos = 0
  returns = 0
  do i = 1, 10000
    if (uniform(g) < 0.5_dp) then
      pos = pos + 1
    else
      pos = pos - 1
    end if
    maxpos = max(maxpos, abs(pos))
    if (pos == 0) returns = returns + 1
  end do
  print '(a,i0,a,i0,a,i0)', 'walk end ', pos, ' max distance ', maxpos, ' returns ', returns
end program xorshift_monte_carlo
