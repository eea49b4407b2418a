! Host association: internal procedures see the host's names (declared or
! implicitly typed by use in the host), and have explicit interfaces.
! RUN: %cuf90 --dump-symbols %s | FileCheck %s
program host
  implicit none
  integer :: total
  real :: scale = 2.0
  total = 0
  call add(3)
  print *, twice(4), total
contains
  subroutine add(n)
    integer, intent(in) :: n
    integer :: local
    local = n
    total = total + local
  end subroutine
  integer function twice(k)
    integer, intent(in) :: k
    twice = int(scale) * k
  end function
end program
! CHECK-LABEL: program host
! CHECK-NEXT: implicit none
! CHECK-NEXT: add: procedure subroutine internal (n) -> add
! CHECK-NEXT: twice: procedure function INTEGER(4) internal (k) -> twice
! CHECK-NEXT: total: variable INTEGER(4) space=host
! CHECK-NEXT: scale: variable REAL(4) save space=host = 2.000000000e+00_4
! CHECK-LABEL: subroutine host/add
! CHECK-NEXT: implicit none
! CHECK-NEXT: n: variable INTEGER(4) intent(in) dummy(1) space=host
! CHECK-NEXT: local: variable INTEGER(4) space=host
! CHECK-LABEL: function host/twice
! CHECK-NEXT: implicit none
! CHECK-NEXT: k: variable INTEGER(4) intent(in) dummy(1) space=host
! CHECK-NEXT: twice: variable INTEGER(4) result space=host
