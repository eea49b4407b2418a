! Character arrays and deferred-length allocatable strings: sorting names,
! joining with separators, growing a string, character array constructors.
! RUN: %diff-gfortran %s
program char_arrays
  implicit none
  character(len=10) :: names(4)
  character(len=:), allocatable :: joined, grown
  integer :: i

  names = [character(len=10) :: 'delta', 'alpha', 'charlie', 'bravo']
  print *, names
  print *, len(names), size(names), names(3)(1:4)
  joined = ''
  do i = 1, size(names)
    if (i > 1) joined = joined // ', '
    joined = joined // trim(names(i))
  end do
  print *, '[', joined, ']', len(joined)
  grown = 'a'
  do i = 1, 4
    grown = grown // grown
  end do
  print *, grown, len(grown)
  names(2) = names(1)(1:3) // names(4)(4:5)
  print *, names(2)
  print *, maxval(len_trim(names)), any(names == 'bravo')
end program char_arrays
