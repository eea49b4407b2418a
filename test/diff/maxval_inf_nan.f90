! MAXVAL/MINVAL of REAL arrays as gfortran computes them: -Inf elements have
! the maximum -Inf (not -HUGE), only NaNs give NaN, NaNs beside numbers are
! ignored, no element (empty, or a false MASK) gives -HUGE/+HUGE.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program t
real :: a(6), big, z
real(8) :: d(3)
logical :: m(6)
big = huge(big)
z = 0.0
a = -big * 2.0
print *, maxval(a), minval(-a)
a(2) = z / z
print *, maxval(a), minval(a)
a = z / z
print *, maxval(a), minval(a)
a(4) = 3.0
print *, maxval(a), minval(a)
m = .false.
print *, maxval(a, mask=m), minval(a, m)
m(5) = .true.
print *, maxval(a, mask=m), minval(a, m)
d = [1d0, -5d0, 2d0]
print *, maxval(d), minval(d), maxval(d(3:2)), minval(d(3:2))
print *, maxval(reshape([1.,5.,3.,4.],[2,2]), dim=1)
end
