! Array-valued intrinsics computed once per statement call the libgfortran
! entries gfortran calls, before the loop that reads their elements, and the
! result is freed after the statement; in-place forms stay inline.
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck %s
! CHECK-LABEL: define void @MAIN__(
! CHECK: call void @_gfortran_pack(ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}}, ptr null)
! CHECK: arr.head
! CHECK: call void @free(
! CHECK: call void @_gfortran_pack_s_char(
! CHECK: call void @_gfortran_unpack0(
! CHECK: call void @_gfortran_findloc1_i4(
! CHECK: call void @_gfortran_mfindloc0_r8(
! CHECK: call void @_gfortran_matmul_r8(ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}}, i32 0, i32 0, ptr null)
! CHECK: call void @_gfortran_reshape(
! CHECK: call void @_gfortran_cshift1_4(
! CHECK: call void @_gfortran_eoshift0_8_char(
! CHECK: call void @_gfortran_spread(
! CHECK: call void @_gfortran_sum_i4(
! CHECK: call void @_gfortran_mmaxloc1_8_r8(
! CHECK: call void @_gfortran_maxval0_s1(
! CHECK: call void @_gfortran_minloc0_8_s1(
! CHECK: call void @llvm.memcpy
! CHECK-NOT: call void @_gfortran_matmul_i4(
! CHECK-NOT: call void @_gfortran_cshift0
! CHECK-LABEL: declare
program intr_lib_calls
  implicit none
  integer :: a(6), m(2, 3), k, s(2)
  real(8) :: x(3, 3), y(3, 3)
  character(len=3) :: c(4)
  integer(1) :: b(8)
  integer(2) :: h(3, 3)
  a = [1, 2, 3, 4, 5, 6]
  m = reshape(a, [2, 3])
  x = 1.0d0; k = 1; s = [1, 0]
  c = ['abc', 'de ', 'f  ', 'ghi']
  print *, pack(a, a > 2)
  print *, pack(c, .true.)
  print *, unpack([1, 2], m > 4, 0)
  print *, findloc(m, 3, dim=k)
  print *, findloc(x, 1.0d0, mask=x > 0)
  y = matmul(x, x)
  print *, reshape(a, [3, 2], order=[2, 1])
  print *, cshift(m, s, 2)
  print *, eoshift(c, 1, dim=k)
  print *, spread(a, k, 2)
  print *, sum(m, dim=k)
  print *, maxloc(x, dim=k, mask=x > 0)
  print *, maxval(c), minloc(c)
  b = transfer(1.0d0, b)
  print *, matmul(h, h), cshift(m, 1, 2)
end program
