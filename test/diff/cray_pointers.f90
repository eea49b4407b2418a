! Cray pointers as gfortran -fcray-pointer runs them: scalar, assumed-size,
! explicit-shape (rank 2), character and adjustable pointees, set from LOC(),
! moved by byte arithmetic, read and written; ENUM, BIND(C) enumerators.
! RUN: %diff-gfortran -fcray-pointer %s
module cray_enum_m
  implicit none
  enum, bind(c)
    enumerator :: red = 1, green, blue = 5
    enumerator alpha
  end enum
  enum, bind(c)
    enumerator :: zero, one
  end enum
end module

program cray_pointers
  use cray_enum_m
  implicit none
  real :: y, z, buf(10), w(*), m(2, 3)
  pointer (py, y)
  pointer (pw, w), (pm, m)
  integer :: i
  character(len=5) :: c, cs
  pointer (pc, c)
  integer(kind(red)) :: colour
  z = 3.0
  py = loc(z)
  print *, y
  y = 4.5
  print *, z
  buf = [(real(i), i = 1, 10)]
  pw = loc(buf(3))
  print *, w(1), w(5)
  w(2) = -1
  print *, buf(4)
  pm = loc(buf)
  print *, m(1, 2), m(2, 3), sum(m)
  m(:, 1) = 0
  print *, buf(1:3)
  cs = 'hello'
  pc = loc(cs)
  print *, c, len(c)
  c(1:1) = 'j'
  print *, cs
  pw = pw + 4
  print *, w(1)
  call adjustable(buf, 10)
  colour = green
  print *, red, green, blue, alpha, zero, one, colour, kind(colour)
contains
  subroutine adjustable(a, n)
    integer :: n
    real :: a(n)
    real :: v(n)
    pointer (pv, v)
    pv = loc(a)
    print *, v(n), size(v), sum(v)
  end subroutine
end program
