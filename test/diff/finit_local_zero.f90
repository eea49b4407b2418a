! -finit-local-zero: locals without an initializer start from zero (INTEGER,
! REAL, COMPLEX of every kind), .false. and NUL characters: scalars,
! arrays, automatic arrays and CHARACTER of a length computed at entry, at
! every entry of a procedure; a SAVEd local once; main program and BLOCK
! variables; a local with an initializer keeps it.
! RUN: %diff-gfortran -finit-local-zero %s
subroutine locals(n, pass)
  implicit none
  integer, intent(in) :: n, pass
  integer(1) :: i1
  integer(2) :: i2
  integer :: i4, arr(3), auto(n)
  integer(8) :: i8
  real :: r4
  real(8) :: r8
  real(10) :: r10
  real(16) :: r16
  complex :: z4
  complex(8) :: z8(2)
  logical :: l, la(2)
  logical(1) :: l1
  character(len=3) :: c
  character(len=n) :: cn
  integer, save :: counted
  integer :: given = 5
  print *, pass, i1, i2, i4, arr, auto, i8
  print *, r4, r8, r10, r16
  print *, z4, z8
  print *, l, la, l1
  print *, iachar(c(1:1)), iachar(c(3:3)), len(cn), iachar(cn(n:n))
  print *, counted, given
  i1 = 1; i2 = 1; i4 = 1; arr = 1; auto = 1; i8 = 1
  r4 = 1; r8 = 1; r10 = 1; r16 = 1; z4 = 1; z8 = 1
  l = .true.; la = .true.; l1 = .true.; c = 'abc'; cn = 'x'
  counted = counted + 1; given = given + 1
end subroutine

program finit_local_zero
  implicit none
  integer :: k, m(2)
  real :: y
  character(len=2) :: s
  print *, k, m, y, iachar(s(2:2))
  call locals(2, 1)
  call locals(3, 2)
  block
    integer :: b
    double precision :: d
    print *, 'block', b, d
  end block
end program
