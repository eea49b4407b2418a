! DO loops at the edges of the variable's range and with negative and
! run-time steps: the count-minus-one form cannot overflow, and the DO
! variable ends as start + trips*step (gfortran -O0 does not finish some of
! these, so the expected values are written here).
! RUN: %cuf90 -O0 %s -o %t && %t | FileCheck %s
! RUN: %cuf90 -O2 %s -o %t2 && %t2 | FileCheck %s
! CHECK: 13 22
! CHECK-NEXT: -2 40
! CHECK-NEXT: 5 40
! CHECK-NEXT: 3
! CHECK-NEXT: 3
! CHECK-NEXT: 7 -5
! CHECK-NEXT: 3 3000000001
! CHECK-NEXT: 5
! CHECK-NEXT: 256
! CHECK-NEXT: 0 7
program d
  integer :: i, n, k, s
  integer(8) :: j
  integer(1) :: b
  n = 0
  do i = 1, 10, 3
    n = n + i
  end do
  print "(*(i0,:,1x))", i, n
  do i = 10, 1, -4
    n = n + i
  end do
  print "(*(i0,:,1x))", i, n
  do i = 5, 4
    n = n + 100
  end do
  print "(*(i0,:,1x))", i, n
  k = 0
  do i = huge(i) - 2, huge(i)
    k = k + 1
  end do
  print "(*(i0,:,1x))", k
  k = 0
  do i = -huge(i) - 1, -huge(i) + 1
    k = k + 1
  end do
  print "(*(i0,:,1x))", k
  k = 0
  s = -2
  do i = 7, -7, s
    k = k + i
    if (i == 1) cycle
    if (i == -5) exit
  end do
  print "(*(i0,:,1x))", k, i
  k = 0
  do j = 1_8, 3000000000_8, 1000000000_8
    k = k + 1
  end do
  print "(*(i0,:,1x))", k, j
  k = 0
  do i = -2000000000, 2000000000, 1000000000
    k = k + 1
  end do
  print "(*(i0,:,1x))", k
  k = 0
  do i = -128, 127
    k = k + 1
  end do
  print "(i0)", k
  k = 0
  n = 7
  do i = n, n - 1
    k = k + 1
  end do
  print "(i0,1x,i0)", k, i
end program
