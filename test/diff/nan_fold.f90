! Constant expressions with a NaN: comparisons are unordered (only /= is
! true), MAX and MIN pass over NaN arguments unless all are NaN.
! RUN: %diff-gfortran -fno-range-check %s
program nan_fold
  implicit none
  real, parameter :: nan = 0.0 / 0.0, big = huge(1.0)
  double precision, parameter :: dnan = 0d0 / 0d0
  logical, parameter :: cmp(6) = [nan == nan, nan /= nan, nan < 1.0, nan <= 1.0, nan > 1.0, nan >= 1.0]
  real, parameter :: m(4) = [max(2.0, nan), min(nan, 2.0), max(nan, 3.0, 1.0), min(4.0, nan, 5.0)]
  print '(6L2)', cmp
  print '(6L2)', dnan == dnan, dnan /= 0d0, 1.0 < nan, big > nan, nan == 1, 2 /= nan
  print '(4F6.1)', m
  print '(L2)', isnan(max(nan, nan)) .and. isnan(min(nan, nan))
  print '(2F6.1)', max(dnan, 7d0), min(-1d0, dnan)
end program
