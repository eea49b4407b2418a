! -ff2c: specific intrinsics passed as actual arguments are libgfortran's
! f2c-convention copies where the convention changes their result (REAL(4)
! as double, COMPLEX through a hidden argument), so dummy procedures called
! with the f2c convention get the right values; the others (REAL(8),
! INTEGER) stay the ordinary copies. Output compared with gfortran's.
! RUN: %diff-gfortran -ff2c %s
! RUN: %diff-gfortran %s
subroutine apply_r(fn, x)
  real fn, x
  print *, fn(x)
end

subroutine apply_c(fn, z)
  complex fn, z
  print *, fn(z)
end

subroutine apply_cr(fn, z)
  real fn
  complex z
  print *, fn(z)
end

subroutine apply_d(fn, x)
  double precision fn, x
  print *, fn(x)
end

subroutine apply_z(fn, z)
  double complex fn, z
  print *, fn(z)
end

program f2c_specifics
  intrinsic sin, sqrt, csqrt, cexp, cabs, aimag, dsin, cdsqrt, abs
  call apply_r(sin, 0.5)
  call apply_r(sqrt, 2.0)
  call apply_r(abs, -3.0)
  call apply_c(csqrt, (-4.0, 0.0))
  call apply_c(cexp, (0.0, 1.0))
  call apply_cr(cabs, (3.0, 4.0))
  call apply_cr(aimag, (3.0, 4.0))
  call apply_d(dsin, 0.5d0)
  call apply_z(cdsqrt, (-9d0, 0d0))
end program
