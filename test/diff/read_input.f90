! List-directed READ from standard input: a count, that many integers, two
! reals, a line of text; END= at the end of the input.
! RUN: %diff-gfortran --stdin %S/Inputs/read_input.txt %s
program read_input
  implicit none
  integer :: n, i, total
  integer, allocatable :: v(:)
  real :: a, b
  character(len=40) :: line

  read (*, *) n
  allocate(v(n))
  read (*, *) v
  total = 0
  do i = 1, n
    total = total + v(i)
  end do
  print *, 'n =', n, 'values', v, 'total', total
  read (*, *) a, b
  print *, 'a * b =', a * b
  read (*, '(A)') line
  print *, '[', trim(line), ']'
  read (*, *, end=10) i
  print *, 'not reached'
10 continue
  print *, 'END= branch taken'
end program read_input
