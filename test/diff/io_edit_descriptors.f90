! Formatted output, one edit descriptor at a time with edge values: I, B,
! O, Z with and without .m, F, E, EN, ES, G, D with negative zero, huge,
! tiny, rounding ties and width overflow (asterisks), L, A with short and
! long widths, X, T, TL, TR, /, :, P scaling, SP/SS/S, repeat counts,
! nested groups with reversion, (*(...)), character-expression formats,
! FORMAT statements and implied-DO lists.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program io_edit_descriptors
  implicit none
  integer :: i, iv(6)
  integer(8) :: big
  real :: r, rv(4), nz
  real(8) :: d
  character(len=20) :: fmt
  logical :: t

  nz = -0.0
  big = huge(big)
  iv = [1, -22, 333, -4444, 55555, 0]
  ! integers
  print '(I5, I5.3, I1, I0, I3)', 42, 7, 12, -123, 1000
  print '(I6.0, "|", I0.0, "|")', 0, 0
  print '(B12, B12.10, O6, O6.4, Z6, Z6.4)', 10, 10, 64, 64, 255, 255
  print '(B0, 1X, O0, 1X, Z0, 1X, I0)', 5, 8, 4095, big
  print '(Z17, 1X, B3)', -1_8, 15
  ! reals: F
  print '(F8.3, F8.0, F0.2, F4.1, F5.1)', 3.14159, 2.5, -0.125, 123.4, nz
  print '(F6.2, F6.2, F6.2, F6.2)', 0.125, 0.135, -0.005, 99.995
  print '(F12.4, 1X, F3.0)', 1e10, 0.5
  ! E, EN, ES, D, G
  print '(E12.4, E12.4E3, E9.2, E12.4)', 1234.5678, 1e-30, -1.0, nz
  print '(EN12.3, EN12.3, ES12.3, ES12.3)', 1234.5678, 0.00012345, 1234.5678, -0.00012345
  print '(D14.6, D10.2)', 1.0d100, -2.5d-3
  print '(G12.4, G12.4, G12.4, G12.4, G12.4)', 0.0, 0.05, 123.456, 1.0e7, -1.0e-7
  print '(G0, 1X, G0, 1X, G0, 1X, G0, 1X, G0)', 1.5, 42, .true., 'str', 1.0d-20
  print '(G10.3, G10.3)', 99.96, 999.6
  d = huge(d)
  print '(ES25.16E3, 1X, ES12.3)', d, tiny(r)
  print '(E10.3E1)', 1.0e-20
  print '(F5.2)', 1000.0
  print '(ES8.1, EN8.1)', 1.0e30, 1.0e30
  ! logical, character
  t = .true.
  print '(L1, L3, 1X, L0)', t, .false., t
  print '(A, "|", A3, "|", A8, "|")', 'abc', 'abcdef', 'xy'
  ! positioning
  print '(A, T10, A, TL3, A, TR2, A)', 'start', 'ten', 'X', 'Y'
  print '(I3, 5X, I3, /, 2X, I3)', 1, 2, 3
  print '(3(I3, :, ","))', 1, 2, 3
  print '("a", :, "b")'
  ! scale factors and signs
  print '(2P, F8.3, E12.4, -1P, F8.3, E12.4, 0P, F8.3)', 1.5, 1.5, 1.5, 1.5, 1.5
  print '(SP, I4, F6.2, SS, I4, F6.2, S, I4)', 5, 1.5, 5, 1.5, 5
  print '(1PE12.4, 1PG12.4)', 0.00123, 0.00123
  ! repeat counts, nested groups, reversion
  print '(2I4, 2(1X, F5.2))', 1, 2, 1.0, 2.0
  print '(I3, 2(I3, 2(I2)))', (i, i = 1, 7)
  print '("row", 3I3)', iv
  print '(I3 / (2I4))', iv
  print '(*(I0, :, ", "))', iv
  print '(*(I3))', (iv(i), i = 6, 1, -1)
  ! character-expression formats
  fmt = '(I4, A)'
  write (*, fmt) 12, 'x'
  write (fmt, '(A, I0, A)') '(', 3, 'F7.2)'
  rv = [1.0, -2.5, 3.25, 100.0]
  write (*, fmt) rv
  write (*, '(' // 'A, I2' // ')') 'concat', 9
  ! FORMAT statements
  write (*, 100) 'label', 3.5, 7
100 format (A, ":", F6.2, 1X, I3)
  write (*, 200) (i, i * i, i = 1, 3)
200 format ('sq', 3(1X, I1, '->', I1))
  r = 1.0
  write (*, "(F10.5, ' and ', ES10.3)") r / 3.0, r / 3.0
end program io_edit_descriptors
