! Real MAX/MIN and their F77 specific names as gfortran lowers them (GCC's
! MAX_EXPR): r = r > v ? r : v from left to right, one maxsd/minsd per
! argument after the first; gfortran -O0 gives the same results for these
! two-argument NaN and signed-zero cases (the standard leaves them open).
! RUN: %cuf90 -O2 -S -o - %s | FileCheck %s
! RUN: %cuf90 -O0 %s -o %t && %t | FileCheck --check-prefix=OUT %s
! CHECK-LABEL: f_:
! CHECK: maxsd
! CHECK-NEXT: maxsd
! CHECK-NEXT: maxsd
! CHECK-NEXT: movsd
subroutine f(a, b, c, d, r)
  double precision :: a, b, c, d, r
  r = dmax1(a, b, c, d)
end subroutine f
! CHECK-LABEL: g_:
! CHECK: minss
! CHECK-NEXT: minss
! CHECK-NEXT: movss
subroutine g(a, b, c, r)
  real :: a, b, c, r
  r = amin1(a, b, c)
end subroutine g

program maxmin_sse
  double precision :: x(3), z
  z = 0
  x = [1d0, 0d0, -0d0]
  x(2) = z / z
  ! OUT: NaN 1.0 .0 -.0
  print '(4(1x,f0.1))', max(x(1), x(2)), max(x(2), x(1)), max(x(3), z), max(z, x(3))
  ! OUT-NEXT: NaN 1.0 2.0
  print '(3(1x,f0.1))', min(x(1), x(2)), min(x(2), x(1)), max(x(1), 2d0, x(3))
end program maxmin_sse
