! Formatted output: character-constant formats, character-variable formats,
! FORMAT statements referenced by label, ADVANCE='NO'.
! REQUIRES: gfortran
! RUN: %diff-gfortran %s
program io_formatted
  implicit none
  integer :: i
  real :: x
  real(8) :: d
  character(len=20) :: fmt
  character(len=5) :: name
  i = 42; x = 3.14159; d = 2.718281828459045d0
  name = 'Bob'
  write(*,'(I5,F8.3)') i, x
  write(*,'(A,1X,I0)') 'i =', i
  write(*,'(ES12.4,1X,F12.8)') x, d
  write(*,'(3I4)') 1, 2, 3
  write(*,'(L2,A3)') .true., 'ok'
  fmt = '(A5,"|",I3.3)'
  write(*,fmt) name, 7
  print '(A)', 'print with a format'
  print 100, i, x
100 format('label: ', I4, 2X, F6.2)
  write(*,200) name
200 format(1X,'name=',A)
  write(*,'(A)',advance='no') 'no newline '
  write(*,'(A)') 'then newline'
  write(*,'(2(I2,:,","))') 5, 6
  write(*,'(G12.5)') d
end program io_formatted
