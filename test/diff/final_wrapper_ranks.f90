! Finalization as gfortran's wrapper does it: for the type and then each
! ancestor, the FINAL subroutine of the object's rank on the whole array
! (packed for a section), else the ELEMENTAL one on every element; then
! that type's own components, allocatable ones finalized when allocated
! and deallocated (DEALLOCATE, INTENT(OUT), scope exit, and the components
! of the old value in an intrinsic assignment).
! RUN: %diff-gfortran %s
module fwr_m
  implicit none
  type :: base
    integer :: id = 0
  contains
    final :: base_rank2, base_elem
  end type
  type, extends(base) :: ext
    integer :: extra = 0
  contains
    final :: ext_rank1, ext_elem
  end type
  type :: leaf
    integer :: tag = 0
  contains
    final :: leaf_final
  end type
  type :: holder
    type(leaf), allocatable :: one
    type(leaf), allocatable :: many(:)
    type(leaf) :: fixed
    integer, allocatable :: data(:)
  end type
contains
  subroutine base_rank2(x)
    type(base), intent(inout) :: x(:,:)
    print '(a,2i3,a,*(i4))', 'base rank2 shape', shape(x), ' ids', x%id
    x%id = -1
  end subroutine
  impure elemental subroutine base_elem(x)
    type(base), intent(inout) :: x
    print '(a,i0)', 'base elem ', x%id
  end subroutine
  subroutine ext_rank1(x)
    type(ext), intent(inout) :: x(:)
    print '(a,i0,a,*(i4))', 'ext rank1 size ', size(x), ' extra', x%extra
  end subroutine
  impure elemental subroutine ext_elem(x)
    type(ext), intent(inout) :: x
    print '(a,i0,1x,i0)', 'ext elem ', x%id, x%extra
  end subroutine
  impure elemental subroutine leaf_final(x)
    type(leaf), intent(inout) :: x
    print '(a,i0)', 'leaf ', x%tag
  end subroutine
  subroutine take_out(h)
    type(holder), intent(out) :: h
    print '(a,l2,l2)', 'in take_out', allocated(h%one), allocated(h%many)
  end subroutine
  subroutine reset_out(x)
    class(base), intent(out) :: x(:,:)
    print '(a,2i3)', 'in reset_out', shape(x)
  end subroutine
  subroutine locals()
    type(base) :: grid(2,2)
    type(ext) :: row(3)
    grid%id = reshape([1, 2, 3, 4], [2, 2])
    row%id = [5, 6, 7]
    row%extra = [50, 60, 70]
    print '(a)', 'leaving locals'
  end subroutine
end module

program final_wrapper_ranks
  use fwr_m
  implicit none
  type(base), allocatable :: b2(:,:), b1(:)
  class(base), allocatable :: c1(:), c2(:,:)
  type(holder), allocatable :: h
  type(holder) :: g, k
  integer :: i

  call locals()
  allocate(b2(3,2))
  b2%id = reshape([(i, i = 1, 6)], [3, 2])
  print '(a)', 'deallocate b2'
  deallocate(b2)
  allocate(b1(2))
  b1%id = [8, 9]
  print '(a)', 'deallocate b1'
  deallocate(b1)

  allocate(ext :: c1(3))
  select type (c1)
  type is (ext)
    c1%id = [11, 12, 13]
    c1%extra = [110, 120, 130]
  end select
  print '(a)', 'deallocate c1'
  deallocate(c1)
  allocate(ext :: c2(2,3))
  c2%id = reshape([(i, i = 21, 26)], [2, 3])
  print '(a)', 'call reset_out'
  call reset_out(c2(:, ::2))
  print '(a,*(i4))', 'after reset_out', c2%id
  print '(a)', 'deallocate c2'
  deallocate(c2)

  allocate(h)
  allocate(h%one, h%many(2))
  h%one%tag = 1
  h%many%tag = [2, 3]
  h%fixed%tag = 4
  print '(a)', 'deallocate h'
  deallocate(h)

  allocate(g%one)
  g%one%tag = 5
  g%fixed%tag = 6
  print '(a)', 'call take_out'
  call take_out(g)

  allocate(k%many(1), k%data(3))
  k%many(1)%tag = 7
  k%fixed%tag = 8
  g%fixed%tag = 9
  print '(a)', 'assign g = k'
  g = k
  print '(a,l2,i3)', 'after assign', allocated(g%many), g%fixed%tag
  print '(a)', 'end'
end program
