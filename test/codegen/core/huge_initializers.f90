! Huge initialized arrays and lengths stay symbolic: a zero initializer of
! 2**31-1 elements is one zeroinitializer, a nonzero one of a small array is
! splatted, and CHARACTER(len=huge(1)) constants are padded at run time, not
! while folding (these took 54 s and 17 GB, 17 s and 4 GB).
! RUN: %cuf90 -S -emit-llvm -o - %s | FileCheck %s
! RUN: sed 's/^!BIG //' %s > %t.f90 && not %cuf90 -c %t.f90 -o %t.o 2>&1 | FileCheck --check-prefix=BIG %s
! CHECK: @main.zs = internal global [2147483647 x { float, float }] zeroinitializer
! CHECK: @main.r = internal global [5 x float] [float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 2.500000e+00]
! BIG: error: Initializer of 'k' with 2000000000 elements of a nonzero value is too large (at most 16777216).
program huge_initializers
  implicit none
  complex :: zs(2147483647) = (0.0, 0.0)
  real :: r(5) = 2.5
!BIG   integer :: k(2000000000) = 3
  print *, r, zs(7)
  print *, len([character(len=huge(1)) :: 'a', 'b'])
end program
