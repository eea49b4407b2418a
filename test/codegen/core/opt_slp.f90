! Straight-line arithmetic on neighbouring elements is packed by LLVM's
! SLP vectorizer from -O2 (docs/codegen.md, performance notes), as clang
! and gfortran do: NPB BT, LU, UA and FT ran 8-15% slower without it.
! -O1 keeps scalar code.
! RUN: %cuf90 -O2 -S -emit-llvm -o - %s | FileCheck %s
! RUN: %cuf90 -O1 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=O1
! CHECK-LABEL: define void @pair_(
! CHECK: load <2 x double>
! CHECK: fmul <2 x double>
! CHECK: store <2 x double>
! O1-LABEL: define void @pair_(
! O1-NOT: <2 x double>
! O1: ret void
subroutine pair(a, b, c, s)
  real(8), intent(out) :: a(4)
  real(8), intent(in) :: b(4), c(4), s
  a(1) = b(1) * c(1) + s
  a(2) = b(2) * c(2) + s
  a(3) = b(3) * c(3) - s
  a(4) = b(4) * c(4) - s
end subroutine pair
