! Deferred-length allocatable CHARACTER arrays: ALLOCATE with a type-spec,
! reallocation on assignment to the rhs's shape and length, typed
! constructors, self-referencing assignments staged through a temporary
! (cp = cp(2:3), also for constant lengths), overlapping sections.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program dchar_arrays
  implicit none
  character(len=:), allocatable :: words(:)
  character(len=4), allocatable :: cp(:)
  character(len=:), allocatable :: w2(:)
  integer :: i
  allocate(character(len=5) :: words(3))
  words(1) = 'alpha'
  words(2) = 'be'
  words(3) = 'gammadelta'
  print *, len(words), size(words)
  print '(3("[",a,"]"))', words
  words = ['one  ', 'two  ', 'three', 'four ']
  print *, len(words), size(words)
  print '(4("[",a,"]"))', words
  words = ['ab', 'cd']
  print *, len(words), size(words), words
  w2 = words
  print *, len(w2), size(w2), w2
  words = [character(len=7) :: 'x', 'yy', 'zzz']
  print *, len(words), size(words), '[', words, ']'
  words = words(2:3)
  print *, len(words), size(words), '[', words, ']'
  cp = ['ab', 'cd', 'ef', 'gh']
  cp = cp(2:3)
  print *, size(cp), cp
  cp = cp(2:1:-1)
  print *, size(cp), cp
  w2 = words(1)(1:3)
  print *, len(w2), size(w2)
  deallocate(words)
  print *, allocated(words)
  do i = 1, 3
    words = [character(len=i) :: repeat('a', i), repeat('b', i)]
    print *, len(words), words
  end do
  call more()
contains
  subroutine more()
  implicit none
  character(len=:), allocatable :: w(:)
  character(len=6) :: f(3)
  integer :: n
  n = 3
  w = [character(len=3) :: 'abcdef', 'x', 'yz']
  print *, len(w), size(w), '[', w, ']'
  f = [character(len=2) :: 'abc', 'd', 'efgh']
  print *, '[', f, ']'
  n = 5
  print *, len([character(len=5) :: "a"]), [character(len=6) :: "p", "q"], "|"
  f(1:2) = [character(len=n) :: f(2), f(3)]
  print *, '[', f, ']'
  f(2:3) = f(1:2)
  print *, '[', f, ']'
  end subroutine
end program
