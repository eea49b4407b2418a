! READ from standard input: list-directed, formatted, READ fmt, list.
! REQUIRES: gfortran
! RUN: %diff-gfortran --stdin %S/Inputs/io_read_stdin.txt %s
program io_read_stdin
  implicit none
  integer :: i, j, ios
  real :: x
  character(len=10) :: w
  character(len=20) :: l
  read(*,*) i, j
  read(5,*) x, w
  read '(A)', l
  print *, i + j, x, trim(w), '|', trim(l)
  read(*,*,iostat=ios) i
  print *, 'eof', ios < 0
end program io_read_stdin
