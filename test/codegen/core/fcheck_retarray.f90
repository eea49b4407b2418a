! -fcheck=bounds: an intrinsic that gfortran has libgfortran compute into
! the lhs of an assignment is checked against the lhs with the library's
! message (no source line; PACK and MATMUL word theirs differently); the
! ones gfortran inlines (SUM here) get the assignment's own message.
! RUN: %cuf90 -fcheck=bounds %s -o %t
! RUN: %t ok | FileCheck --check-prefix=OK %s
! RUN: not %t all 2>&1 | FileCheck --check-prefix=ALL %s
! RUN: not %t maxloc 2>&1 | FileCheck --check-prefix=MAXLOC %s
! RUN: not %t cshift 2>&1 | FileCheck --check-prefix=CSHIFT %s
! RUN: not %t pack 2>&1 | FileCheck --check-prefix=PACK %s
! RUN: not %t matmul 2>&1 | FileCheck --check-prefix=MATMUL %s
! RUN: not %t sum 2>&1 | FileCheck --check-prefix=SUM %s
! OK: T T 2 2
! ALL-NOT: At line
! ALL: Fortran runtime error: Incorrect extent in return value of ALL intrinsic in dimension 1: is 3, should be 2
! MAXLOC: Fortran runtime error: Incorrect extent in return value of MAXLOC intrinsic: is 3, should be 2
! CSHIFT: Fortran runtime error: Incorrect extent in return value of CSHIFT intrinsic in dimension 2: is 3, should be 2
! PACK: Fortran runtime error: Incorrect extent in return value of PACK intrinsic; is 4, should be 3
! MATMUL: Fortran runtime error: Array bound mismatch for dimension 2 of array (3/2)
! SUM: At line [[#@LINE+26]] of file {{.*}}fcheck_retarray.f90
! SUM-NEXT: Fortran runtime error: Array bound mismatch for dimension 1 of array 'r1' (3/2)
program fcheck_retarray
  implicit none
  integer, allocatable :: a(:,:), r1(:), r2(:,:), s(:)
  logical, allocatable :: m(:,:), l1(:), l2(:)
  character(8) :: what
  call get_command_argument(1, what)
  allocate (a(2,2), r1(3), r2(2,3), m(2,2), l1(3), l2(2), s(2))
  a = 1; m = .true.
  select case (what)
  case ('ok')
    l2(:) = all(m, dim=1)
    s(:) = sum(a, dim=2)
    print '(2l2,2i2)', l2, s
  case ('all')
    l1(:) = all(m, dim=1)
  case ('maxloc')
    r1(:) = maxloc(a)
  case ('cshift')
    r2(:,:) = cshift(a, 1)
  case ('pack')
    r1(:) = pack(a, m)
  case ('matmul')
    r2(:,:) = matmul(a, a)
  case ('sum')
    r1(:) = sum(a, dim=1)
  end select
end program
