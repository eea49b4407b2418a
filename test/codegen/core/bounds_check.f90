! -fcheck=bounds calls gfortran's entry with gfortran's text.
! RUN: %cuf90 -O0 -S -emit-llvm -fcheck=bounds -o - %s | FileCheck %s
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck --check-prefix=NOCHECK %s
! CHECK: At line 14 of file {{.*}}bounds_check.f90
! CHECK: Index '%ld' of dimension 1 of array 'a' below lower bound of %ld
! CHECK: Index '%ld' of dimension 1 of array 'a' above upper bound of %ld
! CHECK: call void (ptr, ptr, ...) @_gfortran_runtime_error_at(
! NOCHECK-NOT: _gfortran_runtime_error_at
program bounds_check
  integer :: a(10), i
  i = 11
  a = 0
  a(1) = 2
  a(i) = 1
end program bounds_check
