! Formatted READ with each edit descriptor: F with an implied decimal point
! and with an explicit one, E and D exponents, I with embedded blanks under
! BN and BZ, B/O/Z input, L from T, .FALSE. and a word starting with T, A
! wider and narrower than the variable, X, T and TL positioning, G input,
! P scaling on input, a slash skipping records, an empty READ skipping a
! record, and reversion reading several records.
! RUN: %diff-gfortran --stdin %S/Inputs/io_formatted_read.txt %s
! RUN: %diff-gfortran -O2 --stdin %S/Inputs/io_formatted_read.txt %s
program io_formatted_read
  implicit none
  real :: a, b, c
  real(8) :: d
  integer :: i, j, k, l, m, iv(6)
  logical :: l1, l2, l3
  character(len=4) :: s4
  character(len=10) :: s10
  character(len=20) :: w

  read (*, '(F5.2, E6.0, D8.1, I3)') a, b, d, i
  print *, a, b, d, i
  read (*, '(BN, I2, I2, BZ, I2, I2)') i, j, k, l
  print *, i, j, k, l
  read (*, '(B4, 1X, O3, 1X, Z2, 1X, Z8)') i, j, k, m
  print *, i, j, k, m
  read (*, '(L2, 1X, L7, 1X, L2, 1X, A)') l1, l2, l3, w
  print *, l1, l2, l3, ' ', trim(w)
  read (*, '(A2, T5, A10, TL6, A4)') s4, s10, w
  print *, '[', s4, '][', s10, '][', trim(w), ']'
  read (*, '(G5.0, G6.0)') i, j
  print *, i, j
  read (*, '(1P, F3.0, 1X, -1P, F3.0, 0P, 1X, F3.0)') a, b, c
  print *, a, b, c
  read (*, *)
  read (*, '(2X, I4, 3X, F6.2)') i, a
  print *, i, a
  read (*, '(3I3)') iv(1:3)
  print *, iv(1:3)
end program io_formatted_read
