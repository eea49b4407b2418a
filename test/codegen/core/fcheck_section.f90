! -fcheck=bounds on array sections, with gfortran's messages: the first
! and the last element of a section that is not empty lie within the
! bounds (gfortran prints the range as (lb:ub) for the first, (ub:lb) for
! the last); the last is the one the stride reaches, not the upper bound
! written; an assumed-size array's last dimension has no upper bound.
! RUN: %cuf90 -fcheck=bounds %s -o %t
! RUN: %t ok | FileCheck --check-prefix=OK %s
! RUN: not %t lo 2>&1 | FileCheck --check-prefix=LO %s
! RUN: not %t hi 2>&1 | FileCheck --check-prefix=HI %s
! RUN: not %t step 2>&1 | FileCheck --check-prefix=STEP %s
! RUN: not %t asz 2>&1 | FileCheck --check-prefix=ASZ %s
! OK: 0 9 6
! LO: Fortran runtime error: Index '0' of dimension 1 of array 'a' outside of expected range (1:5)
! HI: Fortran runtime error: Index '6' of dimension 2 of array 'b' outside of expected range (4:1)
! STEP: Fortran runtime error: Index '7' of dimension 1 of array 'a' outside of expected range (5:1)
! ASZ: Fortran runtime error: Index '0' of dimension 2 of array 'x' below lower bound of 1
program fcheck_section
  implicit none
  integer :: a(5), b(3,4), n
  character(8) :: what
  call get_command_argument(1, what)
  a = [1, 2, 3, 4, 5]
  b = 1
  select case (what)
  case ('ok')
    n = 9
    print '(i0,1x,i0,1x,i0)', size(a(n:3)), sum(a(1:6:2)) + sum(a(2:5:4)) - 2, sum(b(:, 2:4:2))
  case ('lo')
    n = 0
    print *, a(n:3)
  case ('hi')
    n = 6
    b(:, 2:n) = 0
  case ('step')
    n = 7
    print *, a(1:n:2)
  case ('asz')
    call clear(b)
  end select
contains
  subroutine clear(x)
    integer :: x(3,*)
    n = 0
    x(2, n:4) = 0
  end subroutine
end program
