! Descriptor fields loaded once before a loop whose body cannot change any
! descriptor (docs/codegen.md, performance notes): in a body of 60 stores
! (NPB LU's jacld has ~100) LLVM's own hoisting gives up and every element
! reference reloaded its array's base, bounds and strides; now the loop
! body reads no descriptor. A loop that may reallocate (an assignment to a
! whole allocatable, a call) keeps reading the descriptor where it is used.
! RUN: %cuf90 -O2 -S -emit-llvm -o - %s | FileCheck %s
module desc_hoist_mod
  implicit none
  real(8), allocatable :: u(:,:,:,:), rho(:,:,:), a(:,:,:), b(:,:,:), c(:,:,:)
  real(8), allocatable :: v(:)
contains
  ! CHECK-LABEL: define void @__desc_hoist_mod_MOD_jac(
  ! CHECK: load ptr, ptr @__desc_hoist_mod_MOD_u
  ! CHECK: do.body:
  ! CHECK-NOT: load {{.*}}@__desc_hoist_mod_MOD_
  ! CHECK: do.end:
  subroutine jac(j, k, lo, hi)
    integer, intent(in) :: j, k, lo, hi
    integer :: i
    real(8) :: t1, t2
    do i = lo, hi
      t1 = rho(i, j, k)
      t2 = t1 * t1
      a(1,1,i) = t1*u(1,i,j,k); a(1,2,i) = t2*u(1,i,j,k); a(1,3,i) = t1*u(1,i,j+1,k); a(1,4,i) = t2*u(1,i,j,k+1)
      a(2,1,i) = t1*u(2,i,j,k); a(2,2,i) = t2*u(2,i,j,k); a(2,3,i) = t1*u(2,i,j+1,k); a(2,4,i) = t2*u(2,i,j,k+1)
      a(3,1,i) = t1*u(3,i,j,k); a(3,2,i) = t2*u(3,i,j,k); a(3,3,i) = t1*u(3,i,j+1,k); a(3,4,i) = t2*u(3,i,j,k+1)
      a(4,1,i) = t1*u(4,i,j,k); a(4,2,i) = t2*u(4,i,j,k); a(4,3,i) = t1*u(4,i,j+1,k); a(4,4,i) = t2*u(4,i,j,k+1)
      a(5,1,i) = t1*u(5,i,j,k); a(5,2,i) = t2*u(5,i,j,k); a(5,3,i) = t1*u(5,i,j+1,k); a(5,4,i) = t2*u(5,i,j,k+1)
      b(1,1,i) = t1*u(1,i-1,j,k); b(1,2,i) = t2*u(1,i-1,j,k); b(1,3,i) = t1*u(1,i-1,j+1,k); b(1,4,i) = t2*u(1,i-1,j,k+1)
      b(2,1,i) = t1*u(2,i-1,j,k); b(2,2,i) = t2*u(2,i-1,j,k); b(2,3,i) = t1*u(2,i-1,j+1,k); b(2,4,i) = t2*u(2,i-1,j,k+1)
      b(3,1,i) = t1*u(3,i-1,j,k); b(3,2,i) = t2*u(3,i-1,j,k); b(3,3,i) = t1*u(3,i-1,j+1,k); b(3,4,i) = t2*u(3,i-1,j,k+1)
      b(4,1,i) = t1*u(4,i-1,j,k); b(4,2,i) = t2*u(4,i-1,j,k); b(4,3,i) = t1*u(4,i-1,j+1,k); b(4,4,i) = t2*u(4,i-1,j,k+1)
      b(5,1,i) = t1*u(5,i-1,j,k); b(5,2,i) = t2*u(5,i-1,j,k); b(5,3,i) = t1*u(5,i-1,j+1,k); b(5,4,i) = t2*u(5,i-1,j,k+1)
      c(1,1,i) = t1*u(1,i+1,j,k); c(1,2,i) = t2*u(1,i+1,j,k); c(1,3,i) = t1*u(1,i+1,j+1,k); c(1,4,i) = t2*u(1,i+1,j,k+1)
      c(2,1,i) = t1*u(2,i+1,j,k); c(2,2,i) = t2*u(2,i+1,j,k); c(2,3,i) = t1*u(2,i+1,j+1,k); c(2,4,i) = t2*u(2,i+1,j,k+1)
      c(3,1,i) = t1*u(3,i+1,j,k); c(3,2,i) = t2*u(3,i+1,j,k); c(3,3,i) = t1*u(3,i+1,j+1,k); c(3,4,i) = t2*u(3,i+1,j,k+1)
      c(4,1,i) = t1*u(4,i+1,j,k); c(4,2,i) = t2*u(4,i+1,j,k); c(4,3,i) = t1*u(4,i+1,j+1,k); c(4,4,i) = t2*u(4,i+1,j,k+1)
      c(5,1,i) = t1*u(5,i+1,j,k); c(5,2,i) = t2*u(5,i+1,j,k); c(5,3,i) = t1*u(5,i+1,j+1,k); c(5,4,i) = t2*u(5,i+1,j,k+1)
    end do
  end subroutine jac

  ! v = [v, x] reallocates v: its base is read again after each assignment.
  ! CHECK-LABEL: define void @__desc_hoist_mod_MOD_grow(
  ! CHECK: do.body:
  ! CHECK: load ptr, ptr @__desc_hoist_mod_MOD_v
  subroutine grow(n)
    integer, intent(in) :: n
    integer :: i
    do i = 1, n
      v = [v, 0d0]
      v(i) = i
    end do
  end subroutine grow
end module desc_hoist_mod
