! What the generator tells LLVM about aliasing (docs/codegen.md, performance
! notes): dummies without TARGET/POINTER are noalias parameters, descriptor
! fields and Fortran data carry different TBAA types, allocatables have a
! unit first stride, so the loop over a module allocatable vectorizes with
! its descriptor loaded once before the loop.
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck --check-prefix=O0 %s
! RUN: %cuf90 -O2 -S -emit-llvm -o - %s | FileCheck --check-prefix=O2 %s
module opt_alias_mod
  real(8), allocatable :: u(:), v(:)
contains
  ! O0-LABEL: define void @__opt_alias_mod_MOD_dummies(ptr noalias %a, ptr noalias %n, ptr %t, ptr %p)
  subroutine dummies(a, n, t, p)
    real(8) :: a(:)
    integer :: n
    real(8), target :: t(n)
    real(8), pointer :: p(:)
    ! O0: load ptr, ptr %{{.*}}, align 8, !tbaa ![[DESC:[0-9]+]]
    ! O0: store double %{{.*}}, ptr %elem{{.*}}, align 8, !tbaa ![[DATA:[0-9]+]]
    a(1) = t(1) + p(1) + n
  end subroutine dummies

  ! Stores to v's elements do not clobber u's and v's descriptors (TBAA):
  ! they are loaded before the loop, which vectorizes.
  ! O2-LABEL: define void @__opt_alias_mod_MOD_sweep(
  ! O2: load ptr, ptr @__opt_alias_mod_MOD_v
  ! O2: vector.body:
  ! O2-NOT: load ptr
  ! O2: fadd <2 x double>
  ! O2: ret void
  subroutine sweep(n)
    integer, intent(in) :: n
    integer :: i
    do i = 2, n - 1
      v(i) = 0.5d0 * (u(i - 1) + u(i + 1))
    end do
  end subroutine sweep

  ! v = f(v) with v allocated in v's shape: in place, vectorized, and the
  ! temporary only on the reallocating path.
  ! O2-LABEL: define void @__opt_alias_mod_MOD_smooth(
  ! O2: label %assign.staged
  ! O2: fadd <2 x double>
  ! O2: assign.staged:
  ! O2: call ptr @malloc
  ! O2: ret void
  subroutine smooth()
    v = 0.5d0 * (u + v)
  end subroutine smooth
end module opt_alias_mod
! O0-DAG: ![[DESC]] = !{![[DESCT:[0-9]+]], ![[DESCT]], i64 0}
! O0-DAG: ![[DESCT]] = !{!"descriptor", ![[ROOT:[0-9]+]], i64 0}
! O0-DAG: ![[DATA]] = !{![[DATAT:[0-9]+]], ![[DATAT]], i64 0}
! O0-DAG: ![[DATAT]] = !{!"data", ![[ROOT]], i64 0}
