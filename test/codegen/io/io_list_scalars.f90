! List-directed output of every intrinsic scalar type and kind, through
! PRINT *, WRITE(*,*), WRITE(6,*) and a unit in a variable.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program io_list_scalars
  implicit none
  integer(1) :: i1
  integer(2) :: i2
  integer :: i4, u
  integer(8) :: i8
  real :: r4
  real(8) :: r8
  complex :: c4
  complex(8) :: c8
  logical :: l4
  logical(1) :: l1
  character(len=7) :: s
  i1 = -12; i2 = 1234; i4 = -123456; i8 = 1234567890123_8
  r4 = 3.25; r8 = -1.0d0/3.0d0
  c4 = (1.5, -2.0); c8 = (0.1d0, 1.0d10)
  l4 = .true.; l1 = .false.
  s = 'abc'
  print *, i1, i2, i4, i8
  print *, r4, r8
  print *, c4, c8
  print *, l4, l1
  print *, s, '|', 'lit'
  write(*,*) i4 + 1, r4 * 2, .not. l4
  write(6,*) 'unit six', i8
  u = 6
  write(u,*) 'unit var', u
  print *, huge(i4), -huge(i8) - 1
  print *, 1.0e30, 1.0e-30, 0.0, -0.0
  print *, s // 'xyz', len(s)
  print *
  print *, 'after empty line'
end program io_list_scalars
