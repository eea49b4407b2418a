! Old-style initialization in type declarations (DEC, g77; gfortran and
! nvfortran accept it): scalars, arrays with repeat counts, CHARACTER,
! REAL and LOGICAL, beside ordinary initialization.
! RUN: %diff-gfortran -w %s
program oldstyle_init
  implicit none
  integer i, j /1/, g/2/, h
  integer k(5) /1, 3*7, 9/
  real x /2.5/, y(2) /1.5, -1.5/
  character*4 c /'abcd'/, d*2 /'xy'/
  logical flag /.true./
  integer :: m = 4
  i = 0
  h = 3
  print *, i, j, g, h, k, m
  print *, x, y, c, ' ', d, flag
end program
