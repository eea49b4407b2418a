! An EQUIVALENCE object in an internal procedure naming a variable of the
! host that the procedure does not declare: a new local variable, the
! host's stays as it was.
! RUN: %diff-gfortran %s
program equiv_host_name
  real :: a
  integer :: n(2)
  a = 1.0
  n = [5, 6]
  call inner()
  print '(F5.1,2I3)', a, n
contains
  subroutine inner()
    real :: b
    integer :: m
    equivalence (a, b), (n(2), m)
    dimension n(3)
    b = 2.0
    n = [7, 8, 9]
    print '(2F5.1,I3)', a, b, m
  end subroutine
end program
