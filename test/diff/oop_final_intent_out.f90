! FINAL subroutines of INTENT(OUT) dummies: a TYPE(t) and a CLASS(t) dummy are
! finalized when the procedure is entered.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module m
  implicit none
  type :: t
    integer :: id
  contains
    final :: fin
  end type
contains
  subroutine fin(x)
    type(t), intent(inout) :: x
    print '(a,i0)', 'fin ', x%id
  end subroutine
  subroutine reset(x)
    type(t), intent(out) :: x
    print '(a)', 'in reset'
    x%id = 99
  end subroutine
  subroutine creset(x)
    class(t), intent(out) :: x
    print '(a)', 'in creset'
    x%id = 77
  end subroutine
end module
program p
  use m
  implicit none
  type(t) :: a
  a%id = 5
  call reset(a)
  print '(a,i0)', 'after ', a%id
  call creset(a)
  print '(a,i0)', 'after ', a%id
end program
