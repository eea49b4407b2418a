! Implicit typing: default i-n INTEGER, others REAL; IMPLICIT rules; names
! first seen in executable statements get the rules of their scoping unit.
! RUN: %cuf90 --dump-symbols %s | FileCheck %s
program implicit_rules
  implicit double precision (d), logical (l-m)
  x = 1.0
  i = 2
  d = 3.0d0
  lflag = .true.
  mask = .false.
  k = 4
  call inner
contains
  subroutine inner
    implicit integer (a-z)
    q = 1
    x = 2.0
  end subroutine
end program
! CHECK-LABEL: program implicit_rules
! CHECK-NEXT: inner: procedure subroutine internal () -> inner
! CHECK-NEXT: x: variable REAL(4) implicit space=host
! CHECK-NEXT: i: variable INTEGER(4) implicit space=host
! CHECK-NEXT: d: variable REAL(8) implicit space=host
! CHECK-NEXT: lflag: variable LOGICAL(4) implicit space=host
! CHECK-NEXT: mask: variable LOGICAL(4) implicit space=host
! CHECK-NEXT: k: variable INTEGER(4) implicit space=host
! CHECK-LABEL: subroutine implicit_rules/inner
! CHECK-NEXT: q: variable INTEGER(4) implicit space=host
! CHECK-NOT: x:
