! Scalar pointers initialized to a target (p => t): in a module, in the
! main program and in a procedure (whose pointer is SAVE'd by it).
! RUN: %diff-gfortran %s
module pit
  implicit none
  real, target :: a = 1.5
  real, pointer :: b => a
end module

program pointer_init_target
  use pit
  implicit none
  integer, target :: c = 7
  integer, pointer :: d => c
  integer, pointer :: n => null()
  print '(2L2,F5.1,I3,L2)', associated(b, a), associated(d, c), b, d, associated(n)
  d = 9
  print '(I3)', c
  call sub
  call sub
contains
  subroutine sub
    character(len=4), target, save :: x = 'abcd'
    character(len=4), pointer :: y => x
    print '(L2,1X,A)', associated(y, x), y
    y => null()          ! the pointer is SAVE'd: stays disassociated
    x = 'wxyz'
  end subroutine
end program
