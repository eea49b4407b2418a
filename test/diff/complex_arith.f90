! complex(4) and complex(8): arithmetic, conjg, abs, real and aimag parts.
! RUN: %diff-gfortran %s
program complex_arith
  implicit none
  complex :: z, w
  complex(8) :: p, q
  real :: r
  integer :: k

  z = (1.0, 2.0)
  w = (3.0, -1.0)
  print *, z, w
  print *, z + w, z - w, z * w, z / w
  print *, conjg(z), abs((3.0, 4.0)), real(z), aimag(z)
  print *, z**2, z * 2.0, z + 1

  p = (1.0d0, -1.0d0)
  q = cmplx(0.5d0, 0.25d0, kind=8)
  print *, p, q
  print *, p * q, p / q, abs(p)
  print *, kind(z), kind(p)

  ! powers of i cycle with period 4
  z = (1.0, 0.0)
  do k = 1, 8
    z = z * (0.0, 1.0)
    print *, k, z
  end do

  ! mixed real and complex
  r = 2.0
  w = r * (1.0, 1.0) - (0.5, 0.0)
  print *, w
  print *, z == (1.0, 0.0), w /= w
  p = dcmplx(3, 4)
  print *, p, abs(p)
end program complex_arith
