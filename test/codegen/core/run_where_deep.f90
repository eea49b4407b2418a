! WHERE (and masked FORALL) assignments of a derived type with allocatable
! components copy deeply, and the rhs is staged when it reads elements the
! assignment stores (bx(4:1:-1) = bx): each stored element gets its own
! copy of the old value's components. (gfortran 12 frees the components
! twice in the WHERE and stops with an internal error on the masked
! FORALL, so this test checks itself instead of comparing with gfortran.)
! RUN: %cuf90 %s -o %t && %t | FileCheck %s
! RUN: %cuf90 -O2 %s -o %t2 && %t2 | FileCheck %s
program run_where_deep
  implicit none
  type box
    integer, allocatable :: v(:)
    integer :: n
  end type
  type(box) :: bx(4), cp(4)
  integer :: i, j
  character(len=4) :: c2(3, 3)
  do i = 1, 4
    allocate (bx(i)%v(i))
    bx(i)%v = [(10 * i + j, j = 1, i)]
    bx(i)%n = i
  end do
  ! no overlap: a deep copy, cp's components are its own
  where ([.true., .true., .false., .true.]) cp = bx
  bx(1)%v(1) = -1
  if (cp(1)%v(1) /= 11 .or. allocated(cp(3)%v) .or. size(cp(4)%v) /= 4) stop 1
  bx(1)%v(1) = 11
  ! overlap: bx(4) from the old bx(1), bx(2) from bx(3), bx(1) from bx(4)
  where ([.true., .false., .true., .true.]) bx(4:1:-1) = bx
  do i = 1, 4
    print *, bx(i)%n, bx(i)%v
  end do
  ! CHECK: 4 41 42 43 44
  ! CHECK-NEXT: 3 31 32 33
  ! CHECK-NEXT: 3 31 32 33
  ! CHECK-NEXT: 1 11
  bx(2)%v(1) = 0
  if (bx(3)%v(1) /= 31) stop 2
  ! WHERE in FORALL: every combination's values before any store
  forall (i = 1:2)
    where (bx(2 * i - 1:2 * i)%n > 0) bx(2 * i - 1:2 * i) = bx(2 * i:2 * i - 1:-1)
  end forall
  do i = 1, 4
    print *, bx(i)%n, bx(i)%v
  end do
  ! CHECK-NEXT: 3 0 32 33
  ! CHECK-NEXT: 4 41 42 43 44
  ! CHECK-NEXT: 1 11
  ! CHECK-NEXT: 3 31 32 33
  ! a mask that reads the assigned variable, values read from elements
  ! other combinations store
  forall (i = 1:4, bx(i)%n > 1) bx(i) = bx(mod(i, 4) + 1)
  do i = 1, 4
    print *, bx(i)%n, bx(i)%v
  end do
  ! CHECK-NEXT: 4 41 42 43 44
  ! CHECK-NEXT: 1 11
  ! CHECK-NEXT: 1 11
  ! CHECK-NEXT: 3 0 32 33
  forall (i = 1:4) bx(i) = bx(5 - i)
  forall (i = 1:4) bx(i)%n = bx(5 - i)%n + bx(i)%n * 10
  print *, bx%n, bx(1)%v, bx(4)%v
  ! CHECK-NEXT: 34 11 11 43 0 32 33 41 42 43 44
  ! array-valued substring targets in FORALL (gfortran 12 stores shifted)
  forall (i = 1:3, j = 1:3) c2(i, j) = achar(64 + i) // achar(96 + j) // achar(48 + i) // achar(48 + j)
  forall (i = 1:3) c2(i, :)(3:4) = c2(:, i)(1:2)
  print *, c2
  ! CHECK-NEXT: AaAaBaAbCaAcAbBaBbBbCbBcAcCaBcCbCcCc
  print *, 'done'
  ! CHECK-NEXT: done
end program run_where_deep
