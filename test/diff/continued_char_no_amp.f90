! A character constant continued on a line that does not start with '&'
! (nonconforming; gfortran warns and resumes at the first nonblank
! character), and the conforming form with '&' on both lines.
! RUN: %diff-gfortran %s
program continued_char_no_amp
  character(len=40) :: c, d
  c = "Hello, &
         world!"
  d = "Hello, &
      &world!"
  print '(a,"|")', trim(c), trim(d)
  print *, c == d
end program
