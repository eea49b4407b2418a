! SIZEOF, the extension the CUDA Fortran guide documents (j = sizeof(i)):
! bytes of scalars, arrays, sections, CHARACTER and derived types.
! RUN: %diff-gfortran %s
program sz
  integer(kind=4) :: i, j
  real(8) :: a(3, 4)
  character(len=7) :: c
  type t
    integer :: k
    real(8) :: x
  end type
  type(t) :: v(5)
  j = sizeof(i)
  print *, j, sizeof(a), sizeof(c), sizeof(v), sizeof(a(2:3, 1))
end program
