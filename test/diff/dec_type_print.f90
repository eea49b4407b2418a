! -fdec: TYPE as PRINT (a '*', a label, a character format, a format
! variable with items, a NAMELIST group), also as a logical IF's action,
! beside TYPE definitions and declarations.
! RUN: %diff-gfortran -fdec %s
program dec_type_print
  implicit none
  type pair
    integer a, b
  end type
  type(pair) :: q = pair(1, 2)
  integer :: n = 3
  character(*), parameter :: f = '(a, i3)'
  namelist /grp/ n
  type *, 'list', n
  type 100, n
  type '(a)', 'literal format'
  type f, 'variable format', q%b
  if (n > 2) type *, 'from an IF', q
  type grp
100 format ('label format', i4)
end program
