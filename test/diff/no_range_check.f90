! -fno-range-check: INTEGER constants out of their kind's range and folded
! INTEGER arithmetic that overflows wrap around (two's complement).
! RUN: %diff-gfortran -fno-range-check %s
program no_range_check
  implicit none
  integer(1), parameter :: a = 128_1, b = 127_1 + 1_1
  integer(2) :: c = 40000_2
  integer, parameter :: d = 2147483647 + 1, e = 65536 * 65536
  print *, a, b, c, d, e
  print *, bge(huge(1_1), 128_1), 255_1, -huge(1) - 2
end program
