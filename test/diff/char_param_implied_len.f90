! CHARACTER(*) named constant arrays of implied shape take their length from
! the value: its elements, or the type-spec of a zero-size constructor.
! RUN: %diff-gfortran %s
program char_param_implied_len
  implicit none
  character(*), parameter :: none(*) = [character(12) ::]
  character(*), parameter :: blank(*) = ['', '']
  character(*), parameter :: some(*) = [character(3) :: 'ab', 'cdef']
  print *, size(none), len(none), size(blank), len(blank)
  print *, size(some), len(some), '[', some, ']'
end program char_param_implied_len
