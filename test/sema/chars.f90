! CHARACTER lengths: constant, old-style *n, assumed (*), deferred (:),
! automatic (expression), named-constant lengths; substrings and
! concatenation typing.
! RUN: %cuf90 --dump-symbols %s | FileCheck %s
subroutine chars(arg, n)
  implicit none
  character(len=*), intent(in) :: arg
  integer, intent(in) :: n
  integer, parameter :: ln = 8
  character(len=ln) :: named
  character*4 :: old, old2*6
  character(len=n + 1) :: auto
  character(len=:), allocatable :: grow
  character :: one
  named = arg(1:2) // 'xyz'
  old = named(ln-3:)
  grow = trim(arg) // old2
  auto = repeat('ab', 3)
  one = achar(65)
end subroutine
! CHECK-LABEL: subroutine chars
! CHECK-NEXT: implicit none
! CHECK-NEXT: arg: variable CHARACTER(*) intent(in) dummy(1) space=host
! CHECK-NEXT: n: variable INTEGER(4) intent(in) dummy(2) space=host
! CHECK-NEXT: ln: parameter INTEGER(4) = 8_4
! CHECK-NEXT: named: variable CHARACTER(8) space=host
! CHECK-NEXT: old: variable CHARACTER(4) space=host
! CHECK-NEXT: old2: variable CHARACTER(6) space=host
! CHECK-NEXT: auto: variable CHARACTER((n + 1_4)) space=host
! CHECK-NEXT: grow: variable CHARACTER(:) allocatable space=host
! CHECK-NEXT: one: variable CHARACTER(1) space=host
