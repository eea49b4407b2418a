! Host code at -O3 unrolls loops with -O2's threshold (LLVM's
! unroll-threshold-default, 150, not -O3's 300; codegen/pipeline_llvm.cpp):
! LLVM's -O3 unrolling made NPB MG 1.5x slower than -O2. A 40-trip
! recurrence stays a loop (unrolled by 2) at both levels instead of 40
! copies of its body; the device pipeline keeps LLVM's own -O3 setting.
! RUN: %cuf90 -O3 -S -emit-llvm -o - %s | FileCheck %s
! RUN: %cuf90 -O2 -S -emit-llvm -o - %s | FileCheck %s
! CHECK-LABEL: define void @chain_(
! CHECK: phi double
! CHECK-COUNT-2: fdiv double
! CHECK-NOT: fdiv double
! CHECK: ret void
subroutine chain(a, b, x)
  real(8) :: a(*), b(*), x
  integer :: i
  do i = 1, 40
    x = x / b(i) + a(i)
  end do
end subroutine chain
