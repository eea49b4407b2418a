! A repeated SAVE (attribute and statement) is a warning, as in gfortran; any
! other repeated attribute stays an error.
! RUN: %cuf90 %s -o %t 2>&1 | FileCheck --check-prefix=WARN %s
! RUN: %t | FileCheck %s
! WARN: warning: Duplicate SAVE attribute specified for 'n'.
! CHECK: 3
subroutine count_calls(k)
  integer, save :: n = 0
  integer :: k
  save n
  n = n + 1
  k = n
end subroutine

program p
  integer :: k
  call count_calls(k)
  call count_calls(k)
  call count_calls(k)
  print '(i0)', k
end program
