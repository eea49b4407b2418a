! F2008: a non-pointer TARGET actual for an INTENT(IN) POINTER dummy; the
! dummy is associated with the actual (scalars, elements, components).
! RUN: %diff-gfortran %s
program pointer_intent_in_target
  implicit none
  type :: box
    real :: v
  end type
  integer, target :: a, arr(3)
  type(box), target :: b
  integer, pointer :: q
  a = 66
  arr = [1, 2, 3]
  b%v = 1.5
  call bump(a)
  call bump(arr(2))
  print '(I5,3I4)', a, arr
  call scale(b%v)
  print '(F6.2)', b%v
  q => a
  call bump(q)
  print '(I5)', a
contains
  subroutine bump(p)
    integer, pointer, intent(in) :: p
    print '(L2,I5)', associated(p), p
    p = p + 100
  end subroutine
  subroutine scale(p)
    real, pointer, intent(in) :: p
    p = 2 * p
  end subroutine
end program
