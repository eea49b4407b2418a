! -std= and -pedantic reach libgfortran as gfortran's main passes them:
! under -std=f95 a zero width (G0) and under -std=f2003 a BOZ edit of a
! REAL item are run-time errors; the default (gnu) accepts both.
! RUN: %cuf90 -std=f95 -pedantic %s -o %t.f95
! RUN: not %t.f95 g0 2>&1 | FileCheck --check-prefix=G0 %s
! RUN: %cuf90 -std=f2003 %s -o %t.f03
! RUN: not %t.f03 boz 2>&1 | FileCheck --check-prefix=BOZ %s
! RUN: %cuf90 %s -o %t.gnu
! RUN: %t.gnu g0 | FileCheck --check-prefix=GNU-G0 %s
! RUN: %t.gnu boz | FileCheck --check-prefix=GNU-BOZ %s
! RUN: not %cuf90 -std=f77 %s -o %t.bad 2>&1 | FileCheck --check-prefix=BAD %s
! G0: Fortran runtime error: Zero width in format descriptor
! BOZ: Fortran runtime error: Expected INTEGER for item 1 in formatted transfer, got REAL
! GNU-G0: 12|x
! GNU-BOZ: 3F800000
! BAD: unknown standard 'f77' after '-std='
program std_runtime
  implicit none
  character(8) :: what
  real :: r = 1.0
  call get_command_argument(1, what)
  if (what == 'g0') write (*, '(g0,"|",a)') 12, 'x'
  if (what == 'boz') write (*, '(z8)') r
end program
