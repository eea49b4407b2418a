! TRANSFER with an array result (an array MOLD, or SIZE=) in constant
! expressions: PARAMETER arrays and default component initializers.
! RUN: %diff-gfortran %s
program transfer_const_array
  implicit none
  type t
    character :: c(3) = transfer('abc', 'z', 3)
  end type
  integer, parameter :: words(2) = transfer('ABCDEFGH', [0])
  character, parameter :: chars(4) = transfer(1684234849, 'x', 4)
  integer(2), parameter :: halves(*) = transfer([65537, 131074], [0_2])
  character(2), parameter :: pairs(3) = transfer('uvwxyz', ['ab'])
  integer, parameter :: n = size(transfer(1.0d0, [0]))
  type(t) :: x
  print '(3A2)', x%c
  print '(2I12)', words
  print '(4A2)', chars
  print '(4I7)', halves
  print '(3A3)', pairs
  print '(I0)', n
end program
