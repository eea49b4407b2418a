! Parameterized derived types with LEN-dependent components as module
! variables (their storage is allocated before the program starts: a
! constructor), as elements of a component array whose bounds are a LEN
! value (nested LEN values), the inquiry of a LEN parameter over an array,
! and list-directed output of such nested objects. gfortran 12 leaves such
! module variables unallocated, so this is no diff test.
! RUN: %cuf90 %s -o %t && %t | FileCheck %s
module run_pdt_len_module_m
  implicit none
  type :: cell(m)
    integer, len :: m
    integer :: w(m)
  end type
  type :: row(n)
    integer, len :: n
    type(cell(2)) :: cells(n)
    real :: total
  end type
  type(cell(4)) :: shared
  type(row(3)) :: line
contains
  subroutine fill(c, v)
    type(cell(*)), intent(inout) :: c
    integer, intent(in) :: v
    c%w = v
  end subroutine
end module

program run_pdt_len_module
  use run_pdt_len_module_m
  implicit none
  integer :: i
  call fill(shared, 7)
  print *, shared%m, shared%w
  print *, line%n, size(line%cells), line%cells%m
  do i = 1, line%n
    call fill(line%cells(i), i)
  end do
  line%total = 1.5
  print *, line%cells(3)%w, line%total
  print *, line
end program
! CHECK: 4 7 7 7 7
! CHECK-NEXT: 3 3 2 2 2
! CHECK-NEXT: 3 3 1.50000000
! CHECK-NEXT: 3 2 1 1 2 2 2 2 3 3 1.50000000
