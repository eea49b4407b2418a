! Loads and stores of a variable's own storage carry a TBAA type of that
! variable under "data" (codegen/emit.c, cg_tbaa_var): distinct variables
! never share storage in Fortran, so a store to an allocatable's element
! no longer makes LLVM reload a module array of the same type (NPB SP's
! solvers reloaded lhs(2,k1) after each store to rhs: SP W -O2 1.15 -> 1.02
! of gfortran's time). Dummies, POINTERs, EQUIVALENCE'd variables and
! function results keep the one "data" type, which aliases all of them;
! a COMMON block is one storage (another unit may lay it out otherwise).
! RUN: %cuf90 -O2 -S -emit-llvm -o - %s | FileCheck %s
! RUN: %cuf90 -O0 -S -emit-llvm -o - %s | FileCheck --check-prefix=TAGS %s
module tv
  implicit none
  real(8) :: coef(5, 0:64)
  real(8), allocatable :: rhs(:, :)
  real(8), pointer :: prhs(:, :)
contains
  ! coef(2, 7) is loaded once, before the loop
  ! CHECK-LABEL: define void @__tv_MOD_alloc_store(
  ! CHECK: do.body:
  ! CHECK-NOT: @__tv_MOD_coef
  ! CHECK: ret void
  subroutine alloc_store(n)
    integer, intent(in) :: n
    integer :: k
    do k = 1, n
      rhs(1, k) = rhs(1, k) - coef(2, 7) * rhs(1, k - 1)
    end do
  end subroutine alloc_store

  ! a store through a POINTER may change coef as far as LLVM knows
  ! CHECK-LABEL: define void @__tv_MOD_pointer_store(
  ! CHECK: do.body:
  ! CHECK: load double, ptr getelementptr inbounds (i8, ptr @__tv_MOD_coef
  ! CHECK: ret void
  subroutine pointer_store(n)
    integer, intent(in) :: n
    integer :: k
    do k = 1, n
      prhs(1, k) = prhs(1, k) - coef(2, 7) * prhs(1, k - 1)
    end do
  end subroutine pointer_store
end module tv

! Locals: their own types, named after the procedure; an EQUIVALENCE'd
! one and a dummy get "data"; COMMON members the block's type.
subroutine locals(x, n)
  implicit none
  integer :: n, i
  real(8) :: x(n), loc(8), e1(4), e2(4), c1(4), c2(4)
  equivalence (e1(1), e2(1))
  common /blk/ c1, c2
  do i = 1, 4
    loc(i) = x(i)
    e1(i) = loc(i)
    c1(i) = e2(i)
    x(i) = c2(i) + loc(i + 4)
  end do
end subroutine locals

! TAGS-DAG: ![[DATA:[0-9]+]] = !{!"data", ![[ROOT:[0-9]+]], i64 0}
! TAGS-DAG: ![[ROOT]] = !{!"cuf90 TBAA"}
! TAGS-DAG: !{!"module tv, coef", ![[DATA]], i64 0}
! TAGS-DAG: !{!"module tv, rhs", ![[DATA]], i64 0}
! TAGS-DAG: !{!"locals, loc", ![[DATA]], i64 0}
! TAGS-DAG: !{!"COMMON /blk/", ![[DATA]], i64 0}
! TAGS-NOT: !{!"module tv, prhs"
! TAGS-NOT: !{!"locals, e1"
! TAGS-NOT: !{!"locals, e2"
! TAGS-NOT: !{!"locals, x"
! TAGS-NOT: !{!"locals, c1"
