! List-directed READ of every intrinsic type (integers, reals with E and D
! exponents, complex, logicals in their spellings, quoted and bare strings),
! repeat counts r*c and r*, null values leaving items unchanged, a slash
! ending the record's input early, items spread over several records, and
! IOSTAT= and IOMSG= on bad data, END= at the end of the input.
! RUN: %diff-gfortran --stdin %S/Inputs/io_list_read.txt %s
! RUN: %diff-gfortran -O2 --stdin %S/Inputs/io_list_read.txt %s
program io_list_read
  implicit none
  integer :: i, j, k(5), m(3), ios
  integer(8) :: i8
  real :: r, rv(3)
  real(8) :: d, dd
  complex :: z, z2
  logical :: l1, l2, l3, lv(3)
  character(len=20) :: s1, s2, s3
  character(len=80) :: msg

  read (*, *) i, i8, r, d, dd
  print *, i, i8, r, d, dd
  read (*, *) z, z2, l1, l2, l3
  print *, z, z2, l1, l2, l3
  read (*, *) s1, s2, s3
  print *, '[', s1, '][', s2, '][', s3, ']'
  read (*, *) rv, i, j
  print *, rv, i, j
  k = -1
  read (*, *) k
  print *, k
  m = 0
  read (*, *) m
  print *, m
  k = -5
  read (*, *) k
  print *, k
  read (*, *) m
  print *, m
  k = 0
  read (*, *) k
  print *, k
  read (*, *) lv
  print *, lv
  ! a real where an integer is expected: an error with a message
  read (*, *, iostat=ios, iomsg=msg) i
  print *, 'bad integer: iostat > 0 is', ios > 0, ' ', trim(msg)
  read (*, *, iostat=ios, iomsg=msg) r
  print *, 'bad real: iostat > 0 is', ios > 0, ' ', trim(msg)
  read (*, *, end=10) i
  print *, 'not reached'
10 print *, 'END= taken'
end program io_list_read
