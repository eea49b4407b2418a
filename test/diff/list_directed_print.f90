! List-directed output of every intrinsic type and kind through PRINT *, in
! one statement and in several; mixed item lists, arrays, empty PRINT.
! RUN: %diff-gfortran %s
program list_directed_print
  implicit none
  integer(1) :: i1 = -12
  integer(2) :: i2 = 1234
  integer(4) :: i4 = -123456
  integer(8) :: i8 = 123456789012_8
  real(4) :: r4 = 3.14159
  real(8) :: r8 = 2.718281828459045d0
  complex(4) :: c4 = (1.5, -2.0)
  complex(8) :: c8 = (0.1d0, 1.0d10)
  logical :: t = .true., f = .false.
  logical(1) :: l1 = .true.
  character(len=7) :: s = 'abc'
  integer :: arr(3) = [1, -2, 3]

  print *, i1, i2, i4, i8
  print *, r4, r8
  print *, c4, c8
  print *, t, f, l1
  print *, s, '|', 'literal', '|'
  print *, arr
  print *
  print *, 'mixed', i4, r4, t, c4, s
  print *, 0.0, -0.0, 1.0e-5, 1.0e6, 1.0e7, 123456.7, 0.1d0
  print *, 100.0d0, 1.0d15, 1.0d16, -1.0d-3
  print *, huge(i8), -huge(i4) - 1
  print *, 1.0 / 3.0, 2.0d0 / 3.0d0, 1.0e30, 1.0e-30
  print *, 'a', 'b', 1, 'c', 2.5
  print *, (i4 * 2, i4 = 1, 3)
  print *, [character(len=2) :: 'x', 'yz']
end program list_directed_print
