! Intrinsics lower to LLVM intrinsics or gfortran's library entries.
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck %s
! CHECK-DAG: call float @llvm.sqrt.f32(
! CHECK-DAG: call double @llvm.cos.f64(
! CHECK-DAG: call double @tgamma(
! CHECK-DAG: call float @llvm.round.f32(
! CHECK-DAG: call i32 @llvm.ctpop.i32(
! CHECK-DAG: call i64 @_gfortran_string_len_trim(i64 8,
! CHECK-DAG: call i64 @_gfortran_string_index(
! CHECK-DAG: call i32 @_gfortran_compare_string(
! CHECK-DAG: call void @_gfortran_random_r4(
! CHECK-DAG: call void @_gfortran_cpu_time_8(
program intr_emit_llvm
  real :: x
  real(8) :: d
  integer :: i
  character(len=8) :: s
  x = 2.0; d = 1.0d0; s = 'ab'
  x = sqrt(x)
  d = cos(d) + gamma(d)
  i = nint(x) + popcnt(i)
  i = len_trim(s) + index(s, 'b')
  if (lgt(s, 'a')) i = 0
  call random_number(x)
  call cpu_time(d)
  print *, x, d, i
end program intr_emit_llvm
