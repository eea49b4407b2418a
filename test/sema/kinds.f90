! Kinds: literal kinds, old-style *N, DOUBLE PRECISION, kind expressions
! from named constants and inquiry functions, folded into the symbols.
! RUN: %cuf90 --dump-symbols %s | FileCheck %s
module kinds_m
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  integer, parameter :: sp = selected_real_kind(6)
  integer, parameter :: wp = selected_real_kind(15, 300)
  integer, parameter :: i8 = selected_int_kind(18)
  integer, parameter :: i2 = selected_int_kind(4)
  real(dp) :: a
  real(kind=sp) :: b
  real*8 :: c
  double precision :: d
  complex*16 :: z16
  complex(dp) :: zd
  complex :: z4
  integer(i8) :: big
  integer*2 :: short
  integer(kind=i2) :: short2
  logical(1) :: l1
  real(wp), parameter :: pi = 3.14159265358979323846_wp
  integer, parameter :: h = huge(0), d15 = digits(1.0_dp), p8 = precision(1.0d0)
  real, parameter :: eps = epsilon(1.0)
  integer(8), parameter :: bigp = 2_8**40
end module
! CHECK-LABEL: module kinds_m
! CHECK: dp: parameter INTEGER(4) = 8_4
! CHECK-NEXT: sp: parameter INTEGER(4) = 4_4
! CHECK-NEXT: wp: parameter INTEGER(4) = 8_4
! CHECK-NEXT: i8: parameter INTEGER(4) = 8_4
! CHECK-NEXT: i2: parameter INTEGER(4) = 2_4
! CHECK-NEXT: a: variable REAL(8) save space=host
! CHECK-NEXT: b: variable REAL(4) save space=host
! CHECK-NEXT: c: variable REAL(8) save space=host
! CHECK-NEXT: d: variable REAL(8) save space=host
! CHECK-NEXT: z16: variable COMPLEX(8) save space=host
! CHECK-NEXT: zd: variable COMPLEX(8) save space=host
! CHECK-NEXT: z4: variable COMPLEX(4) save space=host
! CHECK-NEXT: big: variable INTEGER(8) save space=host
! CHECK-NEXT: short: variable INTEGER(2) save space=host
! CHECK-NEXT: short2: variable INTEGER(2) save space=host
! CHECK-NEXT: l1: variable LOGICAL(1) save space=host
! CHECK-NEXT: pi: parameter REAL(8) = 3.14159265358979312e+00_8
! CHECK-NEXT: h: parameter INTEGER(4) = 2147483647_4
! CHECK-NEXT: d15: parameter INTEGER(4) = 53_4
! CHECK-NEXT: p8: parameter INTEGER(4) = 15_4
! CHECK-NEXT: eps: parameter REAL(4) = 1.192092896e-07_4
! CHECK-NEXT: bigp: parameter INTEGER(8) = 1099511627776_8
