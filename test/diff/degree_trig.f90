! The trigonometric functions in degrees (DEC's, gfortran's -fdec-math,
! GNU by default): SIND, COSD, TAND reduce the argument in degrees
! (libgfortran), ASIND, ACOSD, ATAND, ATAN2D give degrees, COTAN and
! COTAND are cotangents; REAL(4), REAL(8), REAL(10) and REAL(16); of
! constants, folded (named constants); COTAN of COMPLEX (CCOS / CSIN).
! RUN: %diff-gfortran %s
program degree_trig
  implicit none
  real(4) :: a(5) = [0., 30., 45., 90., 180.], x
  real(8) :: d(5) = [0d0, 30d0, 60d0, 90d0, 270d0], y
  real(10) :: e = 45
  real(16) :: q = 60
  integer :: i
  complex(4) :: z4 = (1., 1.)
  complex(8) :: z8 = (0.5d0, -2d0)
  complex(4), parameter :: zc = cotan((1., 1.))
  real(4), parameter :: c4(4) = [sind(30.), cosd(60.), atand(1.), cotan(0.5)]
  real(8), parameter :: c8(4) = [tand(45d0), asind(0.5d0), atan2d(1d0, 1d0), cotand(30d0)]
  do i = 1, 5
    print *, sind(a(i)), cosd(a(i)), sind(d(i)), cosd(d(i))
  end do
  x = 45; y = 60
  print *, tand(x), tand(y), cotand(x), cotand(y)
  x = 0.5; y = 0.5d0
  print *, cotan(x), cotan(y)
  x = 0.5; y = 0.5d0
  print *, asind(x), acosd(x), atand(x), atan2d(x, -1.0)
  print *, asind(y), acosd(y), atand(y), atan2d(-y, -1d0)
  print *, sind(e), tand(e), atand(e / 45)
  print *, cosd(q), asind(sind(q))
  print *, c4
  print *, c8
  print *, cotan(z4), cotan(z8), zc
end program
