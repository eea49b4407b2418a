! Implied-DO (array constructor, I/O list, DATA), FORALL and DO CONCURRENT
! indices take the type they would have as variables of the scoping unit, so
! they may not be named like a procedure or a named constant of it (gfortran
! rejects these too; cuf90 took the function's result type and compiled them).
! RUN: %check-diags %s
module index_names_m
contains
  integer function g(i)
    integer :: i
    g = sum([(k, k = 1, i)])
  end function
end module

program index_names
  use index_names_m
  implicit none
  integer, parameter :: n = 2
  integer :: a(3), i
  data (a(f), f = 1, 3) / 1, 2, 3 / ! ERROR: DATA implied-DO variable 'f' is a procedure, not a variable.
  i = 1
  a = [(i, f = 1, 3)]          ! ERROR: Implied-DO variable 'f' is a procedure, not a variable.
  a = [(1, n = 1, 3)]          ! ERROR: Implied-DO variable 'n' is a parameter, not a variable.
  print *, (1, g = 1, 3)       ! ERROR: Implied-DO variable 'g' is a procedure, not a variable.
  print *, (1, s = 1, 3)       ! ERROR: Implied-DO variable 's' is a procedure, not a variable.
  read *, (a(i), f = 1, 1)     ! ERROR: Implied-DO variable 'f' is a procedure, not a variable.
  forall (f = 1:3) a(f) = 1    ! ERROR: Index 'f' is a procedure, not a variable.
  do concurrent (n = 1:3)      ! ERROR: Index 'n' is a parameter, not a variable.
  end do
  ! variables are fine, and inside f its result variable is one
  a = [(i, i = 1, 3)]
  print *, (a(i), i = 1, 3), f(2)
contains
  integer function f(i)
    integer :: i
    f = sum([(f, f = 1, i)])
  end function
  subroutine s
  end subroutine
end program
