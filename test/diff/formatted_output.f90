! Formatted output: I, F, E, ES, A, L, X, T descriptors, repeat counts,
! FORMAT statements, character-variable formats, format reversion.
! RUN: %diff-gfortran %s
program formatted_output
  implicit none
  integer :: i, vals(6) = [1, -22, 333, -4444, 55555, 0]
  real :: x = 3.14159265
  real(8) :: d = -12345.6789d0
  character(len=20) :: fmt
  logical :: ok = .true.

  write (*, '(I5)') 42
  write (*, '(I5.3, I3, I0)') 7, -5, 123456
  write (*, '(3I6)') vals
  write (*, '(F8.3, F10.5, F6.1)') x, x, x
  write (*, '(E12.4, ES12.4, EN12.3)') d, d, d
  write (*, '(F12.2, 1X, D15.6)') d, d
  write (*, '(A, A10, A3)') 'plain', 'right', 'truncated'
  write (*, '(L2, L5)') ok, .not. ok
  write (*, '(A, I4, 2X, A, F7.2)') 'n=', 12, 'x=', x
  write (*, '(T10, A, T2, A)') 'ten', 'two'
  write (*, 100) 'label format', 99
100 format (1X, A, ': ', I4)
  fmt = '(2(I3, :, ", "))'
  write (*, fmt) 1, 2, 3, 4, 5
  do i = 1, 3
    write (*, '(I2, ") ", F6.2)') i, real(i) / 3
  end do
  print '(A, 3F6.2)', 'print with format', 1.0, 2.5, -0.125
  write (*, '(5I4)') (i * i, i = 1, 12)
  write (*, '(G12.4, G12.4)') 0.0001234, 1234.5678
  write (*, '(F5.1)') 123456.0
  write (*, '(A)', advance='no') 'no newline '
  write (*, '(A)') 'then newline'
end program formatted_output
