! -fcheck=bounds on substrings: gfortran's message and exit status.
! RUN: %diff-gfortran --compare-stderr -fcheck=bounds %s
program run_substring_check
  implicit none
  character(len=6) :: s
  integer :: i, j
  s = 'abcdef'
  i = 2
  j = 4
  print *, s(i:j), s(j:i), s(:i)
  j = 9
  print *, s(i:j)
end program run_substring_check
