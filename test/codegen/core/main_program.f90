! The C main gfortran 12 emits: set_args, set_options with its 7 options, MAIN__.
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck %s
! RUN: %cuf90 -O0 -S -emit-llvm -fcheck=bounds -o - %s | FileCheck --check-prefix=BOUNDS %s
! CHECK: @options = private constant [7 x i32] [i32 2116, i32 4095, i32 0, i32 1, i32 1, i32 0, i32 31]
! BOUNDS: @options = private constant [7 x i32] [i32 2116, i32 4095, i32 0, i32 1, i32 1, i32 1, i32 31]
! CHECK-LABEL: define void @MAIN__()
! CHECK-LABEL: define i32 @main(i32 %0, ptr %1)
! CHECK: call void @_gfortran_set_args(i32 %0, ptr %1)
! CHECK: call void @_gfortran_set_options(i32 7, ptr @options)
! CHECK: call void @MAIN__()
! CHECK: ret i32 0
program main_program
  integer :: i
  i = 1
end program main_program
