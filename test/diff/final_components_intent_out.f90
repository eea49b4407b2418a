! Finalization reaches components: an object whose (nested, inherited)
! nonpointer components have FINAL subroutines finalizes them after its own
! FINAL, also when an INTENT(OUT) ALLOCATABLE dummy is deallocated at entry.
! RUN: %diff-gfortran %s
module fci_m
  implicit none
  type :: leaf
    integer :: id = 0
  contains
    final :: leaf_final
  end type
  type :: branch
    type(leaf) :: l1, l2
  end type
  type, extends(branch) :: tree
    integer :: n = 0
  contains
    final :: tree_final
  end type
contains
  subroutine leaf_final(x)
    type(leaf), intent(inout) :: x
    print *, 'leaf', x%id
  end subroutine
  subroutine tree_final(x)
    type(tree), intent(inout) :: x
    print *, 'tree', x%n
  end subroutine
  subroutine reset_class(c)
    class(branch), allocatable, intent(out) :: c
    print *, 'reset: allocated', allocated(c)
  end subroutine
  subroutine reset_type(t)
    type(tree), allocatable, intent(out) :: t
    print *, 'reset type: allocated', allocated(t)
  end subroutine
end module

program final_components_intent_out
  use fci_m
  implicit none
  class(branch), allocatable :: c
  type(tree), allocatable :: t

  call reset_class(c)
  allocate (tree :: c)
  select type (c)
  type is (tree)
    c%n = 7
    c%l1%id = 1; c%l2%id = 2
  end select
  call reset_class(c)
  allocate (branch :: c)
  c%l1%id = 3; c%l2%id = 4
  call reset_class(c)
  allocate (t)
  t%n = 9
  t%l1%id = 5; t%l2%id = 6
  call reset_type(t)
  allocate (t)
  t%l1%id = 8; t%l2%id = 9
  deallocate (t)
  print *, 'end'
end program
