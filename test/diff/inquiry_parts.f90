! Type-parameter inquiries (x%kind, c%len) and complex parts (z%re, z%im)
! as values, as variables (also of arrays and sections), as initial pointer
! targets; initial data targets that are components, elements and whole
! arrays, in declarations and in a type's default initialization.
! RUN: %diff-gfortran %s
module inquiry_parts_m
  implicit none
  complex, target :: z = (1.0, 2.0)
  real, pointer :: zr => z%re, zi => z%im
  real, target :: tab(3, 2) = reshape([1., 2., 3., 4., 5., 6.], [3, 2])
  real, pointer :: corner => tab(3, 2)
  type rec
    integer :: n = 7
    real :: v(3) = [0.5, 1.5, 2.5]
  end type
  type(rec), target :: r
  integer, pointer :: rn => r%n
  real, pointer :: rv2 => r%v(2)
  integer, target :: counter = 0
  type holder
    integer, pointer :: c => counter
    integer :: tag = 1
  end type
end module

program inquiry_parts
  use inquiry_parts_m
  implicit none
  complex(8) :: w(4)
  complex, parameter :: zc = (3.0, -4.0)
  real, parameter :: zcr = zc%re, zci = zc%im
  character(len=5) :: s
  character(:), allocatable :: d
  integer(2) :: i2
  logical(8) :: l8
  type(holder) :: h
  integer :: k

  print *, zr, zi, zcr, zci
  z%im = 4.0 * z%re
  print *, z, z%im%kind
  zr = -1.0
  print *, z
  w = [(cmplx(k, -k, kind=8), k = 1, 4)]
  w(2:3)%re = 0.0d0
  w%im = w%im * 10
  print *, w
  print *, sum(w%re), maxval(w(::2)%im)
  d = 'abc'
  print *, s%len, d%len, s%kind, i2%kind, l8%kind, w%kind, zc%kind
  print *, corner
  print *, rn, rv2
  rn = 9
  rv2 = -1.0
  print *, r%n, r%v
  h%c = 5
  print *, counter, h%tag, associated(h%c, counter)
end program
