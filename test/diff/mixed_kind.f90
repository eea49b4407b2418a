! Mixed-type and mixed-kind expressions: integer to real, real(4) to real(8),
! real to complex promotion, conversions on assignment.
! RUN: %diff-gfortran %s
program mixed_kind
  implicit none
  integer :: i
  integer(8) :: l
  real :: r
  real(8) :: d
  complex :: z
  complex(8) :: zd

  i = 3
  l = 10000000000_8
  r = 0.1
  d = 0.1d0
  print *, i + r, i * d, l + i, l * 2.5d0
  print *, r + d, r * d, d - r
  z = (1.0, 1.0)
  print *, z * i, z + r, z * d
  zd = z * d
  print *, zd
  ! assignment converts to the type of the variable
  i = 7.9
  print *, i
  i = -7.9d0
  print *, i
  r = 123456789
  print *, r
  d = 1.0 / 3.0
  print *, d
  d = 1.0d0 / 3.0d0
  print *, d
  r = d
  print *, r
  l = 2.0d0**40
  print *, l
  i = int(z * 3.6)
  print *, i
  r = l
  print *, r
  print *, 5 / 2 * 2.0, 5 / 2.0 * 2, 2**(-1), 2.0**(-1)
  print *, i == 3.0, r > l, d < 1
end program mixed_kind
