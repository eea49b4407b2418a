! MAXLOC/MINLOC of REAL arrays with NaNs: the first (unmasked) element's
! position when all are NaN, else the best number's.
! RUN: %diff-gfortran %s
program maxloc_nan
  implicit none
  real :: a(4), nan, minf
  logical :: m(4) = [.false., .true., .true., .true.]
  nan = 0.0
  nan = 0.0 / nan
  minf = 0.0
  minf = -1.0 / minf
  a = nan
  print '(4I3)', maxloc(a), minloc(a), maxloc(a, mask=m), minloc(a, m)
  a = [nan, nan, 3.0, nan]
  print '(4I3)', maxloc(a), minloc(a), maxloc(a, mask=m), minloc(a, m)
  a = [nan, minf, minf, nan]
  print '(4I3)', maxloc(a), minloc(a), maxloc(a, mask=m), minloc(a, m)
  a = [1.0, nan, 5.0, -2.0]
  print '(4I3)', maxloc(a), minloc(a), maxloc(a, mask=m), minloc(a, m)
  print '(2I3)', maxloc(a, mask=[.false., .true., .false., .false.]), minloc(a, mask=[.false., .false., .false., .false.])
end program
