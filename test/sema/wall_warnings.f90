! -Wall gives gfortran's most useful warnings: unused variables and dummy
! arguments, implicit conversions that may change a value (constants only
! when they do), tab characters; none of them without -Wall.
! RUN: %check-diags -Wall %s
! RUN: %cuf90 -fsyntax-only %s 2>&1 | count 0
! RUN: %cuf90 -Wall -Wno-unused -Wno-conversion -Wno-tabs -fsyntax-only %s 2>&1 | count 0
subroutine wall_warnings(a, b, r, i8, z)
  real :: a, b, r ! WARNING: Unused dummy argument 'b'.
  integer(8) :: i8
  complex(8) :: z
! WARNING: Nonconforming tab character.
	integer :: unused_i ! WARNING: Unused variable 'unused_i'.
  real(8) :: d
  integer :: i, k = 3.5 ! WARNING: Change of value in conversion from REAL(4) to INTEGER(4).
  integer :: used_k = 3.0
  real :: exact = 2.5d0
  complex :: c
  d = 1.0d0 / 3
  r = d ! WARNING: Possible change of value in conversion from REAL(8) to REAL(4).
  i = r ! WARNING: Possible change of value in conversion from REAL(4) to INTEGER(4).
  i = i8 ! WARNING: Possible change of value in conversion from INTEGER(8) to INTEGER(4).
  c = z ! WARNING: Possible change of value in conversion from COMPLEX(8) to COMPLEX(4).
  r = c ! WARNING: Possible change of value in conversion from COMPLEX(4) to REAL(4).
  a = r + i + used_k + exact + k
  d = i
end subroutine
