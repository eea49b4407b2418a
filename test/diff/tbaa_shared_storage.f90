! Storage reached under two names stays one storage at -O2 with the TBAA
! types of variables (codegen/emit.c, cg_tbaa_var): a COMMON block laid
! out differently by two procedures (LLVM inlines one into the other), an
! EQUIVALENCE, a TARGET changed through a POINTER, a module array changed
! through a dummy, and an allocation moved by MOVE_ALLOC.
! RUN: %diff-gfortran -O2 %s
module tbaa_shared_mod
  implicit none
  real(8) :: g(8)
  real(8), target :: t(8)
  real(8), allocatable :: a1(:), a2(:)
end module tbaa_shared_mod

subroutine put_common(i, v)
  implicit none
  integer :: i
  real(8) :: v, x(16)
  common /blk/ x
  x(i) = v
end subroutine put_common

subroutine set_dummy(d, i, v)
  implicit none
  integer :: i
  real(8) :: d(*), v
  d(i) = v
end subroutine set_dummy

program tbaa_shared_storage
  use tbaa_shared_mod
  implicit none
  real(8) :: a(8), b(8), e1(4), e2(4), s
  real(8), pointer :: pt(:)
  common /blk/ a, b
  equivalence (e1(2), e2(1))
  integer :: i
  s = 0
  do i = 1, 8
    b(i) = i
    call put_common(8 + i, 2d0 * i) ! b(i) under another name
    s = s + b(i)
  end do
  print *, 'common', s
  e1 = 1
  do i = 1, 3
    e2(i) = e1(i) + 10 * i          ! e2(i) is e1(i+1)
  end do
  print *, 'equivalence', e1, e2(1:3)
  t = 0
  pt => t
  do i = 1, 8
    t(i) = i
    pt(i) = pt(i) * 3
    s = s + t(i)
  end do
  print *, 'pointer', s
  g = 1
  do i = 1, 8
    call set_dummy(g, i, 5d0 + i)
    s = s + g(i)
  end do
  print *, 'dummy', s
  allocate (a1(4))
  a1 = 7
  a1(2) = 8
  call move_alloc(a1, a2)
  a2(1) = a2(1) + a2(2)
  print *, 'move_alloc', a2, allocated(a1)
end program tbaa_shared_storage
