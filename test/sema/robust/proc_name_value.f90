! A function name without an argument list is not a value (it used to pass
! sema and send code generation into endless recursion); it still is a
! procedure where one is expected: an actual argument, PRESENT, ASSOCIATED.
! RUN: %check-diags %s
program proc_name_value
  implicit none
  integer, external :: n
  integer :: i
  logical, external :: ok
  print *, n + 1 ! ERROR: Function 'n' requires an argument list.
  i = n ! ERROR: Function 'n' requires an argument list.
  print *, n ! ERROR: Function 'n' requires an argument list.
  print *, [n, 1] ! ERROR: Function 'n' requires an argument list.
  print *, abs(n) ! ERROR: Function 'n' requires an argument list.
  print *, -n ! ERROR: Function 'n' requires an argument list.
  if (ok) print *, 1 ! ERROR: Function 'ok' requires an argument list.
  i = n(2) + 1
  call apply(n, i)
contains
  subroutine apply(f, j)
    integer, external :: f
    integer :: j
    j = f(j)
  end subroutine
end program
