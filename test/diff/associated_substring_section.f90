! ASSOCIATED(p, t) for a CHARACTER pointer array associated with a substring
! section of an array (the elements' span is not their length).
! RUN: %diff-gfortran %s
program associated_substring_section
  implicit none
  character(len=6), target :: words(4)
  character(len=2), pointer :: mid(:)
  character(len=:), pointer :: dm(:)
  words = ['abcdef', 'ghijkl', 'mnopqr', 'stuvwx']
  mid => words(:)(3:4)
  print *, associated(mid), associated(mid, words(:)(3:4)), associated(mid, words(:)(2:3))
  print *, mid
  mid => words(2:4:2)(5:6)
  print *, associated(mid, words(2:4:2)(5:6)), associated(mid, words(2:3)(5:6))
  dm => words(1:3)(2:5)
  print *, associated(dm, words(1:3)(2:5)), associated(dm, words(1:3)), len(dm), dm
end program
