! Intrinsic assignment allocates an unallocated CHARACTER(n), ALLOCATABLE
! scalar (a variable or a component), of kind 1 or 4, as it does one of
! another type.
! RUN: %diff-gfortran %s
program alloc_char_scalar_assign
  implicit none
  type holder
    character(len=5), allocatable :: name
  end type
  character(len=8), allocatable :: c1
  character(len=3, kind=4), allocatable :: c4
  character(len=8) :: c2 = 'abcd1234'
  type(holder) :: h
  c1 = 'xy'
  print '(A,A,L2)', c1, '|', allocated(c1)
  deallocate (c1)
  c1 = c2
  print '(A)', c1
  c4 = 4_'uvwxyz'
  print '(L2,I3)', c4 == 4_'uvw', len(c4)
  h%name = 'hello world'
  print '(A,L2)', h%name, allocated(h%name)
  h%name = 'ab'
  print '(A,A)', h%name, '|'
end program
