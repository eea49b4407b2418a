! TRANSFER in constant expressions (a scalar MOLD): the source's bytes,
! from integer, real, character (kinds 1 and 4) and array sources, into
! integer, real, logical and character results; used to initialize
! PARAMETERs (an endianness test, bit patterns).
! RUN: %diff-gfortran %s
program intr_transfer_const
  implicit none
  logical, parameter :: bigendian = transfer ((/1_1,0_1,0_1,0_1/), 0_4) /= 1
  integer, parameter :: i4 = transfer(4_'A', 0)
  integer(8), parameter :: i8 = transfer([1, 2], 0_8)
  real, parameter :: r = transfer(1065353216, 0.0)
  character(len=4), parameter :: c = transfer(1684234849, 'abcd')
  character(kind=4, len=2), parameter :: w = transfer([955, 66], 4_'xx')
  integer, parameter :: back = transfer(transfer(42, 1.0), 0)
  print *, bigendian, i4, i8, r, c, ichar(w(1:1)), w(2:2) == 4_'B', back
end program
