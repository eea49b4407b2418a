! Monte Carlo with a hand-written linear congruential generator (64-bit
! integer arithmetic, no overflow): pi by hit-and-miss, a 1-D random walk histogram,
! and the mean/variance of uniform samples.  Integer-only state makes the
! output exactly reproducible.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module lcg_mod
  implicit none
  private
  integer, parameter, public :: i8 = selected_int_kind(18)
  integer(i8), parameter :: a = 1103515245_i8, c = 12345_i8, m = 2147483648_i8
  type, public :: lcg
    integer(i8) :: state = 12345_i8
  end type lcg
  public :: next_int, next_real, seed
contains
  subroutine seed(g, s)
    type(lcg), intent(inout) :: g
    integer, intent(in) :: s
    g%state = modulo(int(s, i8) * 2654435761_i8 + 1, m)
  end subroutine seed

  ! 31 random bits: x <- (a*x + c) mod 2**31, exact in 64-bit integers.
  integer function next_int(g)
    type(lcg), intent(inout) :: g
    g%state = modulo(a * g%state + c, m)
    next_int = int(g%state)
  end function next_int

  real(kind(1.d0)) function next_real(g)
    type(lcg), intent(inout) :: g
    next_real = real(next_int(g), kind(1.d0)) / 2147483648.0d0
  end function next_real

end module lcg_mod

program monte_carlo_lcg
  use lcg_mod
  implicit none
  type(lcg) :: g
  integer :: i, hits, n, pos, step, hist(-10:10), k
  real(kind(1.d0)) :: x, y, s, s2, mean, var

  call seed(g, 2024)
  print '(a,5(1x,i10))', 'first draws:', (next_int(g), i = 1, 5)
  do k = 1, 3
    n = 10000 * k
    hits = 0
    do i = 1, n
      x = next_real(g)
      y = next_real(g)
      if (x*x + y*y <= 1.0d0) hits = hits + 1
    end do
    print '(a,i6,a,i6,a,f8.5)', 'n=', n, ' hits=', hits, ' pi~', 4.0d0 * hits / n
  end do

  hist = 0
  do i = 1, 2000
    pos = 0
    do step = 1, 10
      if (next_int(g) < 1073741824) then
        pos = pos - 1
      else
        pos = pos + 1
      end if
    end do
    hist(pos) = hist(pos) + 1
  end do
  print '(a)', 'random walk end points:'
  do pos = -10, 10, 2
    print '(i4,i6,1x,a)', pos, hist(pos), repeat('*', hist(pos) / 20)
  end do
  print '(a,i0)', 'odd positions total: ', sum(hist(-9:9:2))

  s = 0; s2 = 0
  n = 50000
  do i = 1, n
    x = next_real(g)
    s = s + x
    s2 = s2 + x*x
  end do
  mean = s / n
  var = s2 / n - mean**2
  print '(a,f8.5,a,f8.5)', 'mean ', mean, ' variance ', var
end program monte_carlo_lcg
