! Module scalars a loop reads and never defines are loaded once before it
! (docs/codegen.md, performance notes): to LLVM a store to a REAL element
! may change any REAL global, so NPB SP's compute_rhs reloaded its
! coefficients (dssp 75 times) and grid sizes after every store. Scalars
! the loop defines (an assignment, a DO variable, an implied-DO variable),
! TARGET ones and EQUIVALENCE'd ones keep being read where they are used.
! RUN: %cuf90 -O2 -S -emit-llvm -o - %s | FileCheck %s
module scalar_hoist_mod
  implicit none
  integer :: nx, ny, m
  real(8) :: c1, c2
  real(8), target :: ct
  real(8), allocatable :: r(:,:), u(:,:)
  real(8), pointer :: p(:)
contains
  ! CHECK-LABEL: define void @__scalar_hoist_mod_MOD_flux(
  ! CHECK-DAG: load double, ptr @__scalar_hoist_mod_MOD_c1
  ! CHECK-DAG: load double, ptr @__scalar_hoist_mod_MOD_c2
  ! CHECK: do.body:
  ! CHECK-NOT: load {{.*}}@__scalar_hoist_mod_MOD_c{{[12]}}
  ! CHECK: ret void
  subroutine flux()
    integer :: i, j
    do j = 2, ny - 1
      do i = 2, nx - 1
        r(i, j) = r(i, j) + c1 * (u(i+1, j) - 2d0 * u(i, j) + u(i-1, j))
        r(i, j) = r(i, j) + c2 * (u(i, j+1) - u(i, j-1))
        r(i, j) = r(i, j) * c1 + c2
      end do
    end do
  end subroutine flux

  ! c1 is defined in the loop: read after each store. ct may be the
  ! target of the pointer p stored to: read in the loop too. (With an
  ! allocatable's elements stored instead, LLVM keeps both in registers:
  ! its elements never share storage with a module variable, test
  ! codegen/core/tbaa_vars.)
  ! CHECK-LABEL: define void @__scalar_hoist_mod_MOD_defined(
  ! CHECK: do.body:
  ! CHECK-DAG: load double, ptr @__scalar_hoist_mod_MOD_c1
  ! CHECK-DAG: load double, ptr @__scalar_hoist_mod_MOD_ct
  ! CHECK: ret void
  subroutine defined(n)
    integer, intent(in) :: n
    integer :: i
    do i = 1, n
      p(i) = c1 + ct
      c1 = c1 + p(i + 1)
    end do
  end subroutine defined

  ! m is the DO variable of an inner loop: not hoisted, its value after
  ! the inner loop is read by the next statement.
  ! CHECK-LABEL: define void @__scalar_hoist_mod_MOD_inner_var(
  ! CHECK: do.body:
  ! CHECK: store i32 {{.*}}, ptr @__scalar_hoist_mod_MOD_m
  subroutine inner_var(n)
    integer, intent(in) :: n
    integer :: i
    do i = 1, n
      do m = 1, 2
        r(i, m) = 0
      end do
      r(i, 1) = m
    end do
  end subroutine inner_var
end module scalar_hoist_mod
