! -finit-integer=N, -finit-real=-inf, -finit-logical=true,
! -finit-character=N: each type of local starts from its value (every
! kind; N wraps to INTEGER(1) and INTEGER(2) as in gfortran), at every
! entry; derived types are left alone without -finit-derived, except for
! their default initialization.
! RUN: %diff-gfortran -finit-integer=-70000 -finit-real=-inf -finit-logical=true -finit-character=66 %s
module finit_values_m
  implicit none
  type pt
    integer :: tag = 9
  end type
contains
  subroutine locals(n)
    integer, intent(in) :: n
    integer(1) :: i1
    integer(2) :: i2
    integer :: i4(2), auto(n)
    integer(8) :: i8
    real :: r4
    real(8) :: r8(2)
    real(10) :: r10
    real(16) :: r16
    complex(8) :: z
    logical :: l
    logical(2) :: l2(2)
    character(len=4) :: c
    character(len=n) :: cn
    character(kind=4, len=2) :: c4
    type(pt) :: p
    print *, i1, i2, i4, auto, i8
    print *, r4, r8, r10, r16
    print *, z
    print *, l, l2
    print '(a, 1x, a, 1x, 2i4)', c, cn, ichar(c4(1:1)), ichar(c4(2:2))
    print *, p%tag
    i1 = 1; i2 = 1; i4 = 1; auto = 1; i8 = 1; r4 = 1; r8 = 1; r10 = 1; r16 = 1; z = 1
    l = .false.; l2 = .false.; c = 'abcd'; cn = 'yyyyy'; c4 = 4_'zz'; p%tag = 1
  end subroutine
end module

program finit_values
  use finit_values_m
  implicit none
  integer :: k
  real(8) :: d
  call locals(3)
  call locals(5)
  print *, k, d
end program
