! A scalar POINTER function result as an actual argument is its target:
! a TARGET dummy associates with it, and a definition of the dummy
! defines the target.
! RUN: %diff-gfortran %s
program pointer_result_actual
  implicit none
  real, target :: x = 1.0
  integer, target :: k(3) = [1, 2, 3]
  call check(f(x))
  call bump(g(2))
  print '(F5.1, 3I3)', x, k
contains
  function f(a)
    real, pointer :: f
    real, target :: a
    f => a
  end function
  function g(i)
    integer, intent(in) :: i
    integer, pointer :: g
    g => k(i)
  end function
  subroutine check(t)
    real, target :: t
    real, pointer :: p
    p => t
    print '(L2)', associated(p, x)
    t = 5.0
  end subroutine
  subroutine bump(n)
    integer :: n
    n = n + 40
  end subroutine
end program
