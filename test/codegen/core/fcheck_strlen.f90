! -fcheck=bounds as gfortran: a CHARACTER dummy of declared length given a
! shorter actual (POINTER, ALLOCATABLE, assumed shape: any other length);
! explicit-shape array dummies are storage associated, not checked; an
! array assignment whose sides do not conform.
! RUN: %cuf90 -fcheck=bounds %s -o %t
! RUN: %t ok | FileCheck --check-prefix=OK %s
! RUN: not %t short 2>&1 | FileCheck --check-prefix=SHORT %s
! RUN: not %t expr 2>&1 | FileCheck --check-prefix=EXPR %s
! RUN: not %t pointer 2>&1 | FileCheck --check-prefix=POINTER %s
! RUN: not %t conform 2>&1 | FileCheck --check-prefix=CONFORM %s
! OK: abcde|ab|wxyz done
! SHORT: Fortran runtime error: Actual string length is shorter than the declared one for dummy argument 's' (3/5)
! EXPR: Fortran runtime error: Actual string length is shorter than the declared one for dummy argument 'e' (2/4)
! POINTER: Fortran runtime error: Actual string length does not match the declared one for dummy argument 'p' (7/5)
! CONFORM: Fortran runtime error: Array bound mismatch for dimension 1 of array 'res' (3/2)
module fcheck_strlen_m
contains
  subroutine five(s)
    character(len=5) :: s
    write (*, '(a)', advance='no') s // '|'
  end subroutine five
  subroutine upto(e, n)
    integer :: n
    character(len=n) :: e
    write (*, '(a)', advance='no') e // '|'
  end subroutine upto
  subroutine pfive(p)
    character(len=5), pointer :: p
    print *, p
  end subroutine pfive
  subroutine arr(a)
    character(len=4) :: a(1)
    print '(a, " done")', a(1)
  end subroutine arr
end module fcheck_strlen_m

program fcheck_strlen
  use fcheck_strlen_m
  implicit none
  character(16) :: what
  character(len=7), pointer :: p7
  character(len=7), target :: t7
  integer :: res(3), b(4), n
  call get_command_argument(1, what)
  select case (what)
  case ('ok')
    call five('abcde')
    call upto('abc', 2)
    call arr(['wx', 'yz'])
  case ('short')
    call five('abc')
  case ('expr')
    call upto('ab', 4)
  case ('pointer')
    p7 => t7
    call pfive(p7)
  case ('conform')
    n = 2
    b = 1
    res = b(1:n)
    print *, res
  end select
end program fcheck_strlen
