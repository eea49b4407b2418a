! Internal files: WRITE into a character variable with formats and
! list-directed, READ numbers back from a string, build labels in a loop.
! RUN: %diff-gfortran %s
program internal_io
  implicit none
  character(len=32) :: buf
  character(len=8) :: labels(3)
  integer :: i, a, b
  real :: x

  write (buf, '(A, I4.4, A)') 'run-', 42, '.dat'
  print *, '[', trim(buf), ']'
  write (buf, '(F10.3)') 3.14159
  print *, '[', buf, ']'
  write (buf, *) 17, 2.5
  print *, '[', trim(buf), ']'

  buf = '  12   34  '
  read (buf, *) a, b
  print *, a + b
  buf = '6.25'
  read (buf, '(F4.2)') x
  print *, sqrt(x)

  do i = 1, 3
    write (labels(i), '(A, I0)') 'item', i * 10
  end do
  print *, labels
  print *, (trim(labels(i)) // ';', i = 1, 3)
end program internal_io
