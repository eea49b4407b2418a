! RUN: %diff-gfortran %s
! INT of a BOZ constant takes the constant's low bits as two's complement,
! also in constant expressions (named constants, array constructors).
program boz_int_bits
  implicit none
  integer, parameter :: colours(3) = [int(z'FF00FF00', 4), int(z'000000FF', 4), int(z'80000000', 4)]
  integer, parameter :: all_ones = int(z'FFFFFFFF')
  integer(1), parameter :: b = int(b'11111110', 1)
  integer(2), parameter :: h = int(o'177777', 2)
  integer(8), parameter :: w = int(z'FFFFFFFFFFFFFFFF', 8)
  print *, colours
  print *, all_ones, b, h, w
  print *, int(z'7FFFFFFF', 4), int(z'12345678', 2)
end program
