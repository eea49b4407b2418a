! -fdec: a real constant whose exponent letter has no digits has the
! exponent 0 (8e is 8e0, 2d is 2d0), in expressions, initializers and, as
! libgfortran's DEC mode reads them, on input.
! RUN: %diff-gfortran -fdec %s
program dec_exponent
  implicit none
  real, parameter :: p = 8e
  real(8) :: d = 2d
  real :: x, y
  character(4) :: s = '3.5e'
  x = 1.5e + 2e
  read (s, *) y
  print *, p, d, x, y, kind(2d)
end program
