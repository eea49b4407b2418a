! MATMUL with operands whose inner extents differ stops with libgfortran's
! message (no source line), with or without -fcheck, whether the product
! is inlined (small, optimizing) or goes to the library: matrix*vector,
! vector*matrix, matrix*matrix, a transposed operand.
! RUN: %cuf90 -O1 %s -o %t
! RUN: %t ok | FileCheck --check-prefix=OK %s
! RUN: not %t mv 2>&1 | FileCheck --check-prefix=MV %s
! RUN: not %t vm 2>&1 | FileCheck --check-prefix=VM %s
! RUN: not %t mm 2>&1 | FileCheck --check-prefix=MM %s
! RUN: not %t tr 2>&1 | FileCheck --check-prefix=TR %s
! RUN: %cuf90 -O0 -fcheck=bounds %s -o %t.lib
! RUN: not %t.lib mm 2>&1 | FileCheck --check-prefix=MM %s
! OK: 6.0 6.0
! MV-NOT: At line
! MV: Fortran runtime error: Incorrect extent in argument B in MATMUL intrinsic in dimension 1: is 4, should be 3
! VM: Fortran runtime error: Incorrect extent in argument B in MATMUL intrinsic in dimension 1: is 2, should be 4
! MM: Fortran runtime error: Incorrect extent in argument B in MATMUL intrinsic in dimension 1: is 4, should be 3
! TR: Fortran runtime error: Incorrect extent in argument B in MATMUL intrinsic in dimension 1: is 2, should be 3
program matmul_extent_check
  implicit none
  real, allocatable :: a(:,:), v(:), b(:,:), w(:)
  character(8) :: what
  call get_command_argument(1, what)
  allocate (a(2,3), v(4), b(4,2), w(3))
  a = 1; v = 2; b = 3; w = 2
  select case (what)
  case ('ok')
    print '(2f4.1)', matmul(a, w)
  case ('mv')
    print *, matmul(a, v)
  case ('vm')
    print *, matmul(v, a)
  case ('mm')
    print *, matmul(a, b)
  case ('tr')
    print *, matmul(a, transpose(b))
  end select
end program
