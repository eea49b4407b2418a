! Array specifications: explicit (constant and automatic), lower bounds,
! assumed shape, assumed size, deferred shape; ranks of sections.
! RUN: %cuf90 --dump-symbols %s | FileCheck %s
subroutine shapes(a, b, c, n, m)
  implicit none
  integer, intent(in) :: n, m
  real, intent(inout) :: a(:, :)
  real, intent(in) :: b(0:, 2:)
  real :: c(n, *)
  real :: fixed(-1:1, 3)
  real :: automatic(n, m + 1)
  real, allocatable :: alloc(:, :, :)
  real, pointer :: ptr(:)
  integer :: v(5)
  v = 1
  fixed(:, 1) = a(1, 1:3)
  fixed(0, :) = b(v(1:3), 2)
  automatic = 0
  c(1, 1) = sum(a(:, 2))
end subroutine
! CHECK-LABEL: subroutine shapes
! CHECK-NEXT: implicit none
! CHECK-NEXT: a: variable REAL(4) dimension(:,:) intent(inout) dummy(1) space=host
! CHECK-NEXT: b: variable REAL(4) dimension(0:,2:) intent(in) dummy(2) space=host
! CHECK-NEXT: c: variable REAL(4) dimension(n,*) dummy(3) space=host
! CHECK-NEXT: n: variable INTEGER(4) intent(in) dummy(4) space=host
! CHECK-NEXT: m: variable INTEGER(4) intent(in) dummy(5) space=host
! CHECK-NEXT: fixed: variable REAL(4) dimension(-1:1,3) space=host
! CHECK-NEXT: automatic: variable REAL(4) dimension(n,(m + 1_4)) space=host
! CHECK-NEXT: alloc: variable REAL(4) dimension(:,:,:) allocatable space=host
! CHECK-NEXT: ptr: variable REAL(4) dimension(:) pointer space=host
! CHECK-NEXT: v: variable INTEGER(4) dimension(5) space=host
