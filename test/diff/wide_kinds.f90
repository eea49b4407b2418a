! REAL(16), REAL(10), COMPLEX(16), COMPLEX(10), INTEGER(16) on the host: literals
! (_16, _10, q exponents), constant folding in quad precision, arithmetic
! (libgcc soft-float, x87), the math intrinsics (libquadmath sinq/sqrtq/...
! as gfortran calls them), inquiry intrinsics, list-directed and formatted
! output and input (strtoflt128), conversions; byte-identical to gfortran.
! RUN: %diff-gfortran %s
program wide_kinds
  use iso_fortran_env, only: real128, int64
  implicit none
  integer, parameter :: qp = selected_real_kind(30), ep = selected_real_kind(18), ik = selected_int_kind(30)
  real(qp) :: a, b, c, v(5)
  real(ep) :: e, f
  complex(qp) :: z, w
  complex(ep) :: ze
  integer(ik) :: i, j
  real(qp), parameter :: pi = 4 * atan(1.0_qp)
  real(qp), parameter :: third = 1.0_qp / 3
  character(len=60) :: s
  integer :: k
  print *, qp, ep, ik, real128
  a = 1.1_qp
  b = a * 3 + 2.5_qp
  c = b / 7 - a ** 2
  print *, a, b, c
  print *, sqrt(a), exp(a), log(b), sin(a), cos(a), tan(a), atan(a), abs(-c)
  print *, third, pi
  print *, 1.0q0 / 3.0q0
  print '(F45.35)', sqrt(2.0_qp)
  print '(ES45.34E4)', b
  print '(G0)', c
  print '(E40.30)', a
  e = 2.0_ep / 3
  f = e * e + 1
  print *, e, f, sqrt(f)
  print '(F30.20)', e
  z = cmplx(a, b, kind=qp)
  w = z * z / (1 + z)
  print *, z, w, abs(z), conjg(w), real(w), aimag(w)
  ze = cmplx(e, f, kind=ep)
  print *, ze * 2
  i = 12345678901234567890_ik
  j = i * 1000 + 7
  print *, i, j, j / 13, mod(j, 1000000007_ik), -j
  print *, huge(i), huge(a), tiny(a), epsilon(a), epsilon(e)
  print *, digits(a), precision(a), range(a), digits(e), precision(e), range(e), maxexponent(a), minexponent(e)
  print *, int(b), nint(b), int(b, int64), real(b, 8), real(i, qp), floor(c), ceiling(c)
  print *, max(a, b, c), min(a, b, c), mod(b, a), sign(a, c), modulo(c, a)
  do k = 1, 5
    v(k) = k / 3.0_qp
  end do
  print *, sum(v), product(v), maxval(v), minval(v), dot_product(v, v)
  write (s, '(F40.30)') pi
  read (s, *) a
  print *, a == pi, a
  s = '3.14159265358979323846264338327950288'
  read (s, *) b
  print *, b
  print *, kind(1.0_10), kind(1.0_16), kind(1_16), bit_size(i)
  k = 3
  j = 7_ik
  print *, j ** 40, j ** k, (-j) ** 41, 2.0_qp ** k, a ** 0.5_qp, e ** 3, e ** 0.5_ep
end program wide_kinds
