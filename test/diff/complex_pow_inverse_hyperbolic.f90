! COMPLEX ** COMPLEX of kinds 10 and 16 (libm's cpowl, libquadmath's cpowq)
! and the inverse hyperbolic functions of COMPLEX arguments of every kind.
! RUN: %diff-gfortran %s
program complex_pow_inverse_hyperbolic
  implicit none
  complex(4) :: c4 = (0.5, -1.25)
  complex(8) :: c8 = (0.5d0, -1.25d0)
  complex(10) :: z = (-10.75_10, 12.5_10), p = (1.5_10, -0.25_10)
  complex(16) :: q = (-10.75_16, 12.5_16), r = (1.5_16, -0.25_16)
  print *, z ** p
  print *, q ** r
  print *, p ** z, r ** (q / 4)
  print *, asinh(c4), acosh(c4), atanh(c4)
  print *, asinh(c8), acosh(c8), atanh(c8)
  print *, asinh(z), acosh(z), atanh(z)
  print *, asinh(q), acosh(q), atanh(q)
end program
