! Extensions nvfortran accepts and gfortran rejects (so no diff test): an
! array constructor without a type-spec whose numeric elements differ in
! type or kind takes the first element's type (the others are converted;
! -Wall says so), and a REAL implied-DO bound is converted to the
! variable's INTEGER type like a DO statement's (truncated; -Wall warns
! as -Wconversion does); INT_PTR_KIND() is the kind of an address-sized
! INTEGER (8), a constant.
! RUN: %cuf90 %s -o %t && %t | FileCheck %s
! RUN: %cuf90 -Wall -fsyntax-only %s 2>&1 | FileCheck --check-prefix=WARN %s
! CHECK: PASS
program legacy_ctor_ido
  implicit none
  real :: v(3), hi
  integer :: i, n(2)
  integer(8) :: w(3)
  real(8) :: d(2)
  integer(int_ptr_kind()) :: addr
  integer, parameter :: ipk = int_ptr_kind()
  ! WARN: [[@LINE+1]]:18: warning: Element of type INTEGER(4) in an array constructor of type REAL(4) is converted (an extension).
  v = [0.0, 0.0, -1]
  if (any(v /= [0.0, 0.0, -1.0])) stop 1
  ! WARN: [[@LINE+1]]:11: warning: Element of type REAL(4) in an array constructor of type INTEGER(4) is converted (an extension).
  n = [1, 2.75]
  if (any(n /= [1, 2])) stop 2
  w = [huge(1_8), 2, 3]
  if (w(1) /= huge(1_8) .or. w(3) /= 3) stop 3
  d = [1.0d0, 0.1]
  if (d(1) /= 1.0d0 .or. d(2) /= real(0.1, 8)) stop 4
  hi = 3.7
  ! WARN: [[@LINE+1]]:24: warning: Possible change of value in conversion from REAL(4) to INTEGER(4).
  if (size([(i, i = 1, hi)]) /= 3) stop 5
  ! WARN: [[@LINE+1]]:18: warning: Change of value in conversion from REAL(4) to INTEGER(4).
  n = [(i*2, i = 1.5, 4)]
  if (any(n /= [2, 4])) stop 6
  if (any([(real(i), i = 1, 2.0 * 2, 2.0)] /= [1.0, 3.0])) stop 7
  addr = loc(v)
  if (kind(addr) /= 8 .or. ipk /= 8 .or. addr == 0) stop 8
  print '(a)', 'PASS'
end program
