! Array variables of 16 bytes or more are aligned to at least 16 bytes, as
! the x86-64 psABI requires of C compilers (GCC: 32 from 32 bytes on), since
! C libraries count on it: cuRAND's host generators store into their output
! with movaps, which faulted on a main program's REAL(8) array aligned to 8.
! Smaller arrays keep the alignment they had (8 from 8 bytes on).
! RUN: %cuf90 -O0 -S -emit-llvm %s -o - | FileCheck %s
! RUN: %cuf90 %s -o %t && %t | FileCheck %s --check-prefix=OUT
! CHECK-DAG: @__array_alignment_m_MOD_table = {{.*}}global [3 x double] {{.*}}, align 16
! CHECK-DAG: @__array_alignment_m_MOD_big = {{.*}}global [100 x double] {{.*}}, align 32
! CHECK-DAG: @__array_alignment_m_MOD_small = {{.*}}global [2 x i32] {{.*}}, align 8
! CHECK-DAG: @main.hd = internal global [1000 x double] zeroinitializer, align 32
! CHECK-DAG: @work.saved = internal global [8 x float] zeroinitializer, align 32
! CHECK-LABEL: define {{.*}}@work_(
! CHECK: alloca [5 x i32], align 16
! OUT: ok
module array_alignment_m
  implicit none
  real(8) :: table(3) = [1d0, 2d0, 3d0]
  real(8) :: big(100)
  integer :: small(2)
end module

subroutine work(addr_ok)
  use iso_c_binding
  implicit none
  logical, intent(out) :: addr_ok
  integer, target :: loc5(5)
  real, save, target :: saved(8)
  loc5 = 1
  saved = 2
  addr_ok = mod(transfer(c_loc(loc5), 0_c_intptr_t), 16_c_intptr_t) == 0 .and. &
            mod(transfer(c_loc(saved), 0_c_intptr_t), 32_c_intptr_t) == 0 .and. sum(loc5) == 5
end subroutine

program main
  use iso_c_binding
  use array_alignment_m
  implicit none
  real(8), target :: hd(1000)
  logical :: ok
  hd = 0
  big = 1
  call work(ok)
  ok = ok .and. mod(transfer(c_loc(hd), 0_c_intptr_t), 32_c_intptr_t) == 0
  if (ok) print '(a)', 'ok'
end program
