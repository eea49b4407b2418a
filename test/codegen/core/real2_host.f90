! REAL(2) (IEEE half, nvfortran's kind) on the host: literals _2, arithmetic
! in half (LLVM's half: promoted to float and rounded back after each
! operation), conversions to and from REAL(4)/REAL(8)/INTEGER, the
! intrinsics that make sense (abs, min, max, sqrt, real(x, 2), huge/tiny/
! epsilon/kind/storage_size/digits/precision/range), arrays, SELECT TYPE's
! TYPE IS (REAL(2)), list-directed and formatted I/O (libgfortran has no
! REAL(2): items go through REAL(4), so they print as REAL(4) values do;
! unformatted records hold the 2 bytes), the floating-point model
! (EXPONENT, FRACTION, NEAREST, SPACING, RRSPACING, SCALE, SET_EXPONENT).
! RUN: %cuf90 %s -o %t && %t | FileCheck %s
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck --check-prefix=IR %s
! IR: fmul half
! IR: fpext half {{.*}} to float
! CHECK: 1.50000000 2.25000000 3.37500000 3.7500000000000000 9
! CHECK-NEXT: 1.000 2.000 3.000 4.000
! CHECK-NEXT: 1.50000000 1.50000000 1.50000000 2.25000000 3.37500000
! CHECK-NEXT: 65504.0000 0.610351562E-4 0.976562500E-3 2 16 11 3 4
! CHECK-NEXT: 0.333251953 2049.00000 2048.00000
! CHECK-NEXT: 15.0000000 3.00000000 4.50000000
! CHECK-NEXT: 0.250 -3.500
! CHECK-NEXT: half 16
! CHECK-NEXT: 3 0.875000000 7.00390625 6.99609375 0.390625000E-2 1792.00000 28.0000000 1.75000000
! CHECK-NEXT: -0.596046448E-7 -6.99609375 0.610351562E-4 Inf
! CHECK-NEXT: 6 1.00000000 -2.50000000 3.00000000
! CHECK-NEXT: PASS
program real2_host
  implicit none
  real(2) :: a, b, c(4), r(2), big, v, u(3)
  integer :: reclen
  real(2), parameter :: third = 1.0_2 / 3.0_2
  real(4) :: f
  real(8) :: d
  integer :: i
  character(len=16) :: line
  a = 1.5_2
  b = 2.25
  c = [1.0_2, 2.0_2, 3.0_2, 4.0_2]
  f = a * b
  d = a + b
  i = int(b * 4)
  write (*, '(3(g0,1x),g0,1x,i0)') a, b, f, d, i
  print '(4f6.3)', c
  write (*, '(5(g0,1x))') sqrt(b), abs(-a), min(a, b), max(a, b), real(f, 2)
  write (*, '(3(g0,1x),5(i0,1x))') huge(a), tiny(a), epsilon(a), kind(a), storage_size(a), &
      digits(a), precision(a), range(a)
  ! 2049 is not a half value: 2048 + 1 rounds to even, in half precision
  big = 2048.0_2
  write (*, '(3(g0,1x))') third, 2049.0, big + 1.0_2
  c = c * a
  write (*, '(3(g0,1x))') sum(c), c(2:3)
  write (line, '(2f7.3)') 0.25_2, -3.5_2
  read (line, *) r
  print '(2f7.3)', r
  call kinds(a)
  v = 7.0_2
  write (*, '(8(g0,1x))') exponent(v), fraction(v), nearest(v, 1.0_2), nearest(v, -1.0_2), spacing(v), &
      rrspacing(v), scale(v, 2), set_exponent(v, 1)
  write (*, '(4(g0,1x))') nearest(0.0_2, -1.0_2), nearest(-7.0_2, 1.0_2), spacing(0.0_2), nearest(huge(v), 1.0_2)
  inquire (iolength=reclen) u
  open (10, status='scratch', form='unformatted')
  write (10) [1.0_2, -2.5_2, 3.0_2]
  rewind (10)
  read (10) u
  close (10)
  write (*, '(4(g0,1x))') reclen, u
  if (third /= real(1.0 / 3.0, 2) .or. big + 1.0_2 /= big) stop 1
  print '(a)', 'PASS'
contains
  subroutine kinds(x)
    class(*) :: x
    select type (x)
    type is (real(2))
      print '(a,1x,i0)', 'half', storage_size(x)
    type is (real(4))
      print '(a)', 'single'
    end select
  end subroutine
end program
