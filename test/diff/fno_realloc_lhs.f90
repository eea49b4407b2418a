! -fno-realloc-lhs: intrinsic assignment never (re)allocates its lhs: a
! deferred-length CHARACTER keeps its length (padding or truncating the
! value), allocatable arrays keep their storage and bounds, a pointer to
! them stays valid; ALLOCATE still sets what assignment fills.
! RUN: %diff-gfortran -fno-realloc-lhs %s
program fno_realloc_lhs
  implicit none
  character(len=:), allocatable :: c
  character(len=:), allocatable :: words(:)
  integer, allocatable, target :: a(:)
  integer, pointer :: p(:)
  integer, allocatable :: s
  allocate(character(len=5) :: c)
  c = 'ab'
  print *, len(c), '[', c, ']'
  c = 'abcdefgh'
  print *, len(c), '[', c, ']'
  allocate(character(len=3) :: words(2))
  words = ['xy    ', 'uvwxyz']
  print *, len(words), '[', words(1), '][', words(2), ']'
  allocate(a(0:2))
  p => a
  a = [7, 8, 9]
  print *, lbound(a), ubound(a), p
  a = a * 2
  print *, lbound(a), a, associated(p, a)
  allocate(s)
  s = 4
  print *, s
end program
