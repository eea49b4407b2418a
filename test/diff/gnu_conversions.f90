! The GNU conversion functions with a fixed result kind: INT2 (INTEGER(2)),
! INT8 (INTEGER(8)) of integer, real and complex arguments, COMPLEX(x, y) (default kind for integers, else the kind
! of the more precise real), and CALL BACKTRACE (to standard error).
! RUN: %diff-gfortran %s
program gnu_conversions
  implicit none
  integer(2) :: i2
  integer(8) :: big
  real :: x
  complex :: z
  i2 = 12345
  x = -7.75
  z = (3.5, -1.0)
  big = 3000000000_8
  print *, int2(i2), int2(x), int2(z), kind(int2(x)), int2(big / 1000)
  print *, int8(i2), int8(x), int8(z), kind(int8(1.0d0))
  print *, complex(1_1, -2_2), kind(complex(1, 2))
  print *, complex(1.5, 2_8), kind(complex(1.5, 2_8))
  print *, complex(1_4, -0.25d0), kind(complex(1_4, -0.25d0))
  print *, complex(x, 2.0d0) == cmplx(x, 2.0d0, kind=8)
  call backtrace
  print *, 'done'
end program
