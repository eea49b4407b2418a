! -fdec-format-defaults: edit descriptors without a width (I, F, G, E, D,
! L, Z, O, B) take libgfortran's default widths for the item's kind, on
! output and input, and a real read without exponent digits ("1.5e") is
! accepted (the IOPARM_DT_DEC_EXT bit gfortran sets on every transfer).
! RUN: %diff-gfortran -fdec-format-defaults %s
program dec_format_defaults
  implicit none
  integer :: i = -1234, k
  integer(8) :: big = 123456789012_8
  integer(2) :: short = 77
  real :: x = -3.25e5
  real(8) :: d = 1.0d-3
  logical :: l = .true.
  character(40) :: s
  print '(I, 1X, I, 1X, I)', i, big, short
  print '(F, 1X, F)', x, d
  print '(G, 1X, G)', x, d
  print '(E, 1X, D)', x, d
  print '(L, A)', l, 'x'
  print '(Z, 1X, O, 1X, B)', 255, 8, 5
  write (s, 100) 17, 2.5
100 format (I, F)
  print '(A)', s
  s = '1.5e'
  read (s, '(F40.0)') x
  print *, x
  s = '  42'
  read (s, '(I)') k
  print *, k
end program
