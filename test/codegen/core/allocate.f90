! ALLOCATE/DEALLOCATE: malloc/free on the gfortran descriptor, gfortran's
! run-time error texts, STAT= values, automatic deallocation at RETURN.
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck %s
! CHECK-DAG: Attempting to allocate already allocated variable '%s'
! CHECK-DAG: Attempt to DEALLOCATE unallocated '%s'
! CHECK-DAG: Error allocating %lu bytes
! CHECK-LABEL: define void @work_(ptr noalias %n)
! CHECK: %v = alloca %gfc.desc1
! CHECK: call ptr @malloc(
! CHECK: store i32 5014
! CHECK: call void @free(
subroutine work(n)
  integer :: n, st
  real, allocatable :: v(:)
  allocate(v(n))
  v = 1.0
  allocate(v(n), stat=st)
  if (allocated(v)) return
  deallocate(v)
end subroutine work
