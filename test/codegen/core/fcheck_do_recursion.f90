! -fcheck=do and -fcheck=recursion stop with gfortran's run-time errors: a
! DO step of zero, a DO variable changed in the loop body (here through a
! dummy argument), a DO loop stepping by 1 to the largest value of its kind,
! and a procedure not RECURSIVE entered again while active. Loops that are
! fine (CYCLE, EXIT, negative steps, nested) and RECURSIVE procedures run
! unchanged; without the options nothing is checked.
! RUN: %cuf90 -fcheck=do,recursion %s -o %t
! RUN: %t ok | FileCheck --check-prefix=OK %s
! RUN: not %t zero 2>&1 | FileCheck --check-prefix=ZERO %s
! RUN: not %t modified 2>&1 | FileCheck --check-prefix=MODIFIED %s
! RUN: not %t huge 2>&1 | FileCheck --check-prefix=HUGE %s
! RUN: not %t recursion 2>&1 | FileCheck --check-prefix=RECURSION %s
! RUN: %cuf90 -fcheck=all,no-do,no-bounds %s -o %t.nodo
! RUN: %t.nodo zero | FileCheck --check-prefix=NODO %s
! RUN: %cuf90 %s -o %t.none
! RUN: %t.none recursion | FileCheck --check-prefix=NONE %s
! OK: 55 -30 9 120 done
! ZERO: At line [[#@LINE+37]] of file {{.*}}fcheck_do_recursion.f90
! ZERO-NEXT: Fortran runtime error: DO step value is zero
! MODIFIED: At line [[#@LINE+41]] of file {{.*}}fcheck_do_recursion.f90
! MODIFIED-NEXT: Fortran runtime error: Loop variable has been modified
! HUGE: At line [[#@LINE+45]] of file {{.*}}fcheck_do_recursion.f90
! HUGE-NEXT: Fortran runtime error: Loop iterates infinitely
! RECURSION: Fortran runtime error: Recursive call to nonrecursive procedure 'walk'
! NODO: zero step skipped
! NONE: walked 3
program fcheck_do_recursion
  implicit none
  character(16) :: what
  integer :: i, j, s, t, k
  integer(1) :: b
  call get_command_argument(1, what)
  select case (what)
  case ('ok')
    s = 0
    do i = 1, 10
      if (i == 3) cycle
      s = s + i
    end do
    s = s + 3
    t = 0
    do i = 10, 1, -2
      t = t - i
      if (i < 4) exit
    end do
    k = 0
    do i = 1, 3
      do j = i, 4
        k = k + 1
      end do
    end do
    print '(4i4,a)', s, t, k, fact(5), ' done'
  case ('zero')
    k = 0
    do i = 1, 10, k
      print *, i
    end do
    print *, 'zero step skipped'
  case ('modified')
    s = 0
    do i = 1, 10
      call bump(i)
      s = s + i
    end do
    print *, s
  case ('huge')
    do b = huge(b) - 2, huge(b)
      print *, b
    end do
  case ('recursion')
    call walk(3)
  end select
contains
  subroutine bump(n)
    integer :: n
    if (n == 4) n = n + 1
  end subroutine bump
  recursive integer function fact(n) result(r)
    integer, intent(in) :: n
    if (n <= 1) then
      r = 1
    else
      r = n * fact(n - 1)
    end if
  end function fact
end program fcheck_do_recursion

subroutine walk(n)
  integer :: n
  interface
    subroutine walk_again(n)
      integer :: n
    end subroutine
  end interface
  if (n > 0) call walk_again(n - 1)
  if (n == 3) print *, 'walked', n
end subroutine walk

subroutine walk_again(n)
  integer :: n
  call walk(n)
end subroutine walk_again
