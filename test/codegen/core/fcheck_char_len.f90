! gfortran's run-time CHARACTER length checks: with -fcheck=bounds, MERGE
! of strings of different lengths and a CHARACTER(n) pointer associated
! with a target of another length (scalar or array); always, REPEAT with
! a negative NCOPIES.
! RUN: %cuf90 -fcheck=bounds %s -o %t
! RUN: %t ok | FileCheck --check-prefix=OK %s
! RUN: not %t merge 2>&1 | FileCheck --check-prefix=MERGE %s
! RUN: not %t ptr 2>&1 | FileCheck --check-prefix=PTR %s
! RUN: not %t ptrarr 2>&1 | FileCheck --check-prefix=PTRARR %s
! RUN: %cuf90 %s -o %t.none
! RUN: not %t.none repeat 2>&1 | FileCheck --check-prefix=REPEAT %s
! OK: [abc|xyz|hello|-=-=]
! MERGE: At line [[#@LINE+26]] of file {{.*}}fcheck_char_len.f90
! MERGE-NEXT: Fortran runtime error: Unequal character lengths (2/3) in MERGE intrinsic
! PTR: At line [[#@LINE+27]] of file {{.*}}fcheck_char_len.f90
! PTR-NEXT: Fortran runtime error: Unequal character lengths (5/8) in pointer assignment
! PTRARR: Fortran runtime error: Unequal character lengths (4/10) in pointer assignment
! REPEAT: At line [[#@LINE+29]] of file {{.*}}fcheck_char_len.f90
! REPEAT-NEXT: Fortran runtime error: Argument NCOPIES of REPEAT intrinsic is negative (its value is -2)
program fcheck_char_len
  implicit none
  character(16) :: what
  character(10), target :: s, arr(2)
  character(5), pointer :: p
  character(4), pointer :: pa(:)
  integer :: i, n
  logical :: yes = .true.
  call get_command_argument(1, what)
  s = 'hello there'
  arr = 'abcdefghij'
  i = 5
  n = 2
  select case (what)
  case ('ok')
    p => s(1:i)
    print '(5a)', '[', merge('abc', 'def', yes), '|', merge(s(8:i+5), 'xyz', .not. yes), '|' // p // '|' // &
          repeat('-=', n) // ']'
  case ('merge')
    print *, merge(s(1:n), 'abc', yes)
  case ('ptr')
    i = 8
    p => s(1:i)
  case ('ptrarr')
    call point(arr)
  case ('repeat')
    n = -2
    print *, repeat('ab', n)
  end select
contains
  subroutine point(c)
    character(*), target :: c(:)
    pa => c
  end subroutine
end program
