! Constant folding of named constants: arithmetic with kinds, integer
! power, character operations, logical operators, array constants with
! implied-DO, elements and inquiry of constant arrays, elemental intrinsics.
! RUN: %cuf90 --dump-symbols %s | FileCheck %s
module fold_m
  implicit none
  integer :: i
  integer, parameter :: n = 2**10 - 3 * 4 / 5
  real(8), parameter :: half = 1 / 2.0d0
  integer, parameter :: trunc = 7 / 2, neg = -7 / 2
  real, parameter :: mixed = 3 + 0.5
  complex, parameter :: z = (1.0, 2.0) * 2
  character(len=*), parameter :: greet = 'Hello' // ', ' // "world"
  character(len=3), parameter :: part = greet(1:3)
  logical, parameter :: yes = n > 1000 .and. .not. (half < 0)
  integer, parameter :: sq(5) = [(i * i, i = 1, 5)]
  integer, parameter :: third = sq(3), total = size(sq), up = ubound(sq, 1)
  integer, parameter :: grid(2, 3) = reshape([1, 2, 3, 4, 5, 6], [2, 3])
  integer, parameter :: gsize = size(grid), gdim2 = size(grid, 2)
  integer, parameter :: m1 = mod(-7, 3), m2 = modulo(-7, 3), big = max(3, 9, 4)
  integer, parameter :: rounded = nint(2.5), floored = floor(-2.5), shifted = ishft(1, 4)
  integer, parameter :: code = ichar('A'), glen = len(greet), tlen = len_trim('ab  ')
  real, parameter :: root = sqrt(16.0), absval = abs(-2.5)
  integer(8), parameter :: wide = int(huge(0), 8) + 1
end module
! CHECK-LABEL: module fold_m
! CHECK: n: parameter INTEGER(4) = 1022_4
! CHECK-NEXT: half: parameter REAL(8) = 5.00000000000000000e-01_8
! CHECK-NEXT: trunc: parameter INTEGER(4) = 3_4
! CHECK-NEXT: neg: parameter INTEGER(4) = (-3_4)
! CHECK-NEXT: mixed: parameter REAL(4) = 3.500000000e+00_4
! CHECK-NEXT: z: parameter COMPLEX(4) = (2.000000000e+00_4, 4.000000000e+00_4)
! CHECK-NEXT: greet: parameter CHARACTER(12) = "Hello, world"
! CHECK-NEXT: part: parameter CHARACTER(3) = "Hel"
! CHECK-NEXT: yes: parameter LOGICAL(4) = .true._4
! CHECK-NEXT: sq: parameter INTEGER(4) dimension(5) = [INTEGER(4) :: 1_4, 4_4, 9_4, 16_4, 25_4]
! CHECK-NEXT: third: parameter INTEGER(4) = 9_4
! CHECK-NEXT: total: parameter INTEGER(4) = 5_4
! CHECK-NEXT: up: parameter INTEGER(4) = 5_4
! CHECK-NEXT: grid: parameter INTEGER(4) dimension(2,3) = reshape([INTEGER(4) :: 1_4, 2_4, 3_4, 4_4, 5_4, 6_4], [2, 3])
! CHECK-NEXT: gsize: parameter INTEGER(4) = 6_4
! CHECK-NEXT: gdim2: parameter INTEGER(4) = 3_4
! CHECK-NEXT: m1: parameter INTEGER(4) = (-1_4)
! CHECK-NEXT: m2: parameter INTEGER(4) = 2_4
! CHECK-NEXT: big: parameter INTEGER(4) = 9_4
! CHECK-NEXT: rounded: parameter INTEGER(4) = 3_4
! CHECK-NEXT: floored: parameter INTEGER(4) = (-3_4)
! CHECK-NEXT: shifted: parameter INTEGER(4) = 16_4
! CHECK-NEXT: code: parameter INTEGER(4) = 65_4
! CHECK-NEXT: glen: parameter INTEGER(4) = 12_4
! CHECK-NEXT: tlen: parameter INTEGER(4) = 2_4
! CHECK-NEXT: root: parameter REAL(4) = 4.000000000e+00_4
! CHECK-NEXT: absval: parameter REAL(4) = 2.500000000e+00_4
! CHECK-NEXT: wide: parameter INTEGER(8) = 2147483648_8
