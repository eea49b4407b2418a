! Structure constructors of types with allocatable components: an
! allocatable value gives the component its allocation status (unallocated
! stays unallocated), and a constant array constructor of such structures
! gives every element its own allocated components.
! RUN: %diff-gfortran %s
program alloc_comp_ctor_status
  implicit none
  type :: leaf
    character(3), allocatable :: tags(:)
  end type
  type :: box
    integer, allocatable :: vals(:)
    type(leaf), allocatable :: leaves(:)
  end type
  type :: wrap
    type(leaf) :: inner
  end type
  type(box) :: b
  type(leaf) :: ls(2)
  type(wrap) :: ws(1)
  integer, allocatable :: none(:), some(:)
  type(leaf), allocatable :: noleaves(:)

  b = box(none, noleaves)
  print *, allocated(b%vals), allocated(b%leaves)
  allocate(some(-1:1))
  some = [4, 5, 6]
  b = box(some, [leaf(['abc']), leaf(['de ', 'fgh'])])
  print *, allocated(b%vals), lbound(b%vals), b%vals
  print *, size(b%leaves), b%leaves(2)%tags
  b = box(some, noleaves)
  print *, allocated(b%vals), allocated(b%leaves)
  ls = [leaf(['xyz', 'uvw']), leaf(['rst'])]
  print *, allocated(ls(1)%tags), ls(1)%tags, ls(2)%tags
  ws = [wrap(leaf(['one', 'two']))]
  print *, allocated(ws(1)%inner%tags), ws(1)%inner%tags
end program
