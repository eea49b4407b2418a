! Output items that are expressions: elemental intrinsics of arrays, array
! constructors, character function results, substrings of array sections,
! WRITE to an unconnected unit with IOSTAT=, more edit descriptors.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
module io_items_m
contains
  function greet(n) result(s)
    character(len=*), intent(in) :: n
    character(len=8) :: s
    s = 'hi ' // n
  end function
end module io_items_m
program io_items
  use io_items_m
  implicit none
  real :: a(4)
  integer :: i, ios
  character(len=3) :: names(3)
  a = [1.0, 4.0, 9.0, 16.0]
  print *, sqrt(a)

  print *, [1, 2, 3], [(i*2, i=1,3)]
  print *, a > 2.0
  print *, greet('bob'), len(greet('x'))
  names = ['abc', 'def', 'ghi']
  print *, names(2:3)
  print *, int(a), nint(a / 3), mod([5, 7, 9], 4)
  print *, max(a, 5.0)
  print *, trim(names(1)) // '-' // names(3)
  write(99, *, iostat=ios) 'x'
  print *, 'write to unconnected unit', ios
  print '(F0.3, 1X, I0, 1X, L1)', 3.14159, -17, .false.
  print '(3(A,:,", "))', 'a', 'b'
  print '(ES10.3E3)', 1.0e-5
  print '(B8.8, 1X, O4, 1X, Z4)', 5, 8, 255
  print '(EN12.3)', 12345.0
  print '(T5,A,TL2,A)', 'x', 'y'
  print '(I5.3/I5)', 7, 8
end program io_items
