! Hollerith constants outside FORMAT (a legacy extension, warned where
! gfortran warns): in DATA, in assignments and as actual arguments of
! numeric dummies they convert by their bytes; in expressions they are
! CHARACTER values.
! RUN: %check-diags %s
program hollerith_const
  implicit none
  integer :: i, j(2)
  real :: r
  character(len=6) :: c
  ! WARNING: Hollerith constant is a legacy extension
  ! WARNING: Conversion from HOLLERITH to INTEGER(4) is an extension
  data i /4Habcd/
  ! WARNING: Hollerith constant is a legacy extension
  ! WARNING: Conversion from HOLLERITH to INTEGER(4) is an extension
  data j /2*3Hxyz/
  ! WARNING: Hollerith constant is a legacy extension
  ! WARNING: Conversion from HOLLERITH to CHARACTER(6) is an extension
  c = 3Hxyz
  ! WARNING: Hollerith constant is a legacy extension
  ! WARNING: Conversion from HOLLERITH to REAL(4) is an extension
  r = 4Hwxyz
  ! WARNING: Hollerith constant is a legacy extension
  ! ERROR: Operands of '+' have incompatible types CHARACTER(2) and INTEGER(4)
  i = 2Hab + 1
  ! WARNING: Hollerith constant is a legacy extension
  ! WARNING: Conversion from HOLLERITH to INTEGER(4) is an extension
  call take(2Hok, r, c)
contains
  subroutine take(k, x, s)
    integer :: k
    real :: x
    character(len=*) :: s
    print *, k, x, s
  end subroutine
end program
