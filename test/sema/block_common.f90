! BLOCK constructs have their own scope; COMMON blocks and NAMELIST groups
! list their members; DATA initializes whole variables.
! RUN: %cuf90 --dump-symbols %s | FileCheck %s
program blocks
  implicit none
  integer :: n, counts(3)
  real :: factor
  common /shared/ n, counts
  common factor
  namelist /cfg/ n, factor
  integer :: table(4)
  data table /2*1, 2*7/
  n = 1
  blk: block
    integer :: n
    real :: tmp(2)
    n = 5
    tmp = factor
  end block blk
  write (*, nml=cfg)
end program
! CHECK-LABEL: program blocks
! CHECK-NEXT: implicit none
! CHECK-NEXT: n: variable INTEGER(4) common/shared/ space=host
! CHECK-NEXT: counts: variable INTEGER(4) dimension(3) common/shared/ space=host
! CHECK-NEXT: factor: variable REAL(4) common// space=host
! CHECK-NEXT: /shared/: common (n, counts)
! CHECK-NEXT: //: common (factor)
! CHECK-NEXT: cfg: namelist (n, factor)
! CHECK-NEXT: table: variable INTEGER(4) dimension(4) save space=host = [INTEGER(4) :: 1_4, 1_4, 7_4, 7_4]
! CHECK-LABEL: block blocks/block:blk
! CHECK-NEXT: implicit none
! CHECK-NEXT: n: variable INTEGER(4) space=host
! CHECK-NEXT: tmp: variable REAL(4) dimension(2) space=host
