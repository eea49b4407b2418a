! Descriptive statistics in a module with PRIVATE helpers and generic
! PUBLIC names for REAL(4) and REAL(8) samples: mean, variance by
! Welford's method, median through a sorted copy, percentiles by linear
! interpolation, mode of binned data, a text histogram with scaled bars,
! z-scores with an elemental function and a correlation coefficient.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module stats
  implicit none
  private
  integer, parameter :: sp = kind(1.0), dp = kind(1.0d0)
  public :: mean, variance, median, percentile, histogram, zscore, correlation
  interface mean
    module procedure mean_sp, mean_dp
  end interface
  interface variance
    module procedure var_dp
  end interface
contains
  pure real(sp) function mean_sp(x)
    real(sp), intent(in) :: x(:)
    mean_sp = sum(x) / size(x)
  end function mean_sp
  pure real(dp) function mean_dp(x)
    real(dp), intent(in) :: x(:)
    mean_dp = sum(x) / size(x)
  end function mean_dp
  pure real(dp) function var_dp(x)
    real(dp), intent(in) :: x(:)
    real(dp) :: m, d
    integer :: i
    m = 0
    var_dp = 0
    do i = 1, size(x)
      d = x(i) - m
      m = m + d / i
      var_dp = var_dp + d * (x(i) - m)
    end do
    var_dp = var_dp / (size(x) - 1)
  end function var_dp
  function sorted(x) result(s)
    real(dp), intent(in) :: x(:)
    real(dp) :: s(size(x)), t
    integer :: i, j
    s = x
    do i = 2, size(s)
      t = s(i)
      j = i - 1
      do while (j > 0)
        if (s(j) <= t) exit
        s(j + 1) = s(j)
        j = j - 1
      end do
      s(j + 1) = t
    end do
  end function sorted
  real(dp) function median(x)
    real(dp), intent(in) :: x(:)
    real(dp) :: s(size(x))
    integer :: n
    s = sorted(x)
    n = size(x)
    if (mod(n, 2) == 1) then
      median = s((n + 1) / 2)
    else
      median = 0.5_dp * (s(n / 2) + s(n / 2 + 1))
    end if
  end function median
  real(dp) function percentile(x, p)
    real(dp), intent(in) :: x(:), p
    real(dp) :: s(size(x)), pos
    integer :: k
    s = sorted(x)
    pos = 1 + (size(x) - 1) * p / 100
    k = int(pos)
    if (k >= size(x)) then
      percentile = s(size(x))
    else
      percentile = s(k) + (pos - k) * (s(k + 1) - s(k))
    end if
  end function percentile
  subroutine histogram(x, nbins, counts, edges)
    real(dp), intent(in) :: x(:)
    integer, intent(in) :: nbins
    integer, intent(out) :: counts(nbins)
    real(dp), intent(out) :: edges(nbins + 1)
    real(dp) :: lo, hi, w
    integer :: i, b
    lo = minval(x)
    hi = maxval(x)
    w = (hi - lo) / nbins
    edges = [(lo + i * w, i = 0, nbins)]
    counts = 0
    do i = 1, size(x)
      b = min(nbins, 1 + int((x(i) - lo) / w))
      counts(b) = counts(b) + 1
    end do
  end subroutine histogram
  elemental real(dp) function zscore(x, m, s)
    real(dp), intent(in) :: x, m, s
    zscore = (x - m) / s
  end function zscore
  real(dp) function correlation(x, y)
    real(dp), intent(in) :: x(:), y(:)
    real(dp) :: mx, my
    mx = mean(x)
    my = mean(y)
    correlation = sum((x - mx) * (y - my)) / sqrt(sum((x - mx)**2) * sum((y - my)**2))
  end function correlation
end module stats

program stats_histogram
  use stats
  implicit none
  integer, parameter :: n = 40
  real(8) :: x(n), y(n), edges(7), z(n)
  real :: xs(5) = [1.0, 2.0, 3.0, 4.0, 10.0]
  integer :: counts(6), i, seed
  seed = 2024
  do i = 1, n
    seed = mod(1103515245 * seed + 12345, 2147483647)
    if (seed < 0) seed = seed + 2147483647
    x(i) = 50 + 20 * (mod(seed, 1000) / 1000.0d0 - 0.5d0) + mod(i, 7)
    y(i) = 0.8d0 * x(i) + mod(seed, 13)
  end do
  print '(a,f10.4,a,f10.4)', 'mean', mean(x), '  variance', variance(x)
  print '(a,f8.3)', 'single precision mean of xs:', mean(xs)
  print '(a,3f10.4)', 'median, p25, p90:', median(x), percentile(x, 25d0), percentile(x, 90d0)
  call histogram(x, 6, counts, edges)
  do i = 1, 6
    print '(f7.2,a,f7.2,i4,1x,a)', edges(i), ' -', edges(i + 1), counts(i), repeat('*', counts(i))
  end do
  print '(a,i0)', 'modal bin: ', maxloc(counts, 1)
  z = zscore(x, mean(x), sqrt(variance(x)))
  print '(a,2f9.4)', 'z range:', minval(z), maxval(z)
  print '(a,i0)', 'outliers |z|>1.5: ', count(abs(z) > 1.5d0)
  print '(a,f8.5)', 'correlation:', correlation(x, y)
end program stats_histogram
