! Complex arithmetic in both kinds: AC circuit impedances, roots of unity,
! the quadratic formula with complex roots, conj/aimag/abs/arg, complex
! exp/log/sqrt/powers, and mixed real-complex expressions.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program complex_kinds
  implicit none
  integer, parameter :: sp = kind(1.0), dp = kind(1.0d0)
  real(dp), parameter :: pi = 3.141592653589793_dp
  complex(dp) :: zr, zl, zc, ztot, v, cur, w, roots(2), z
  complex(sp) :: a, b, c
  real(dp) :: f, omega
  integer :: k, n

  f = 50
  omega = 2 * pi * f
  zr = (100.0_dp, 0.0_dp)
  zl = cmplx(0.0_dp, omega * 0.3_dp, dp)
  zc = cmplx(0.0_dp, -1 / (omega * 20e-6_dp), dp)
  ztot = zr + zl + zc
  print '(a,2f12.4)', 'series impedance:', ztot
  print '(a,f12.4,a,f9.4)', '|Z| =', abs(ztot), '  phase (deg) =', atan2(aimag(ztot), real(ztot)) * 180 / pi
  v = (230.0_dp, 0.0_dp)
  cur = v / ztot
  print '(a,2f10.5,a,f9.5)', 'current:', cur, '  rms', abs(cur)
  ztot = 1 / (1 / zr + 1 / zl + 1 / zc)
  print '(a,2f12.4)', 'parallel impedance:', ztot
  print '(a,f12.4)', 'real power (W):', real(v * conjg(v / ztot))

  n = 6
  print '(a,i0,a)', 'roots of unity (n=', n, '):'
  do k = 0, n - 1
    w = exp(cmplx(0.0_dp, 2 * pi * k / n, dp))
    print '(i3,2f10.5,f10.5)', k, clean(w), abs(w**n - 1)
  end do

  call quadratic(1.0_dp, 2.0_dp, 5.0_dp, roots)
  print '(a,2(" (",f7.3,",",f7.3,")"))', 'x^2+2x+5 roots:', roots
  call quadratic(1.0_dp, -3.0_dp, 2.0_dp, roots)
  print '(a,2(" (",f7.3,",",f7.3,")"))', 'x^2-3x+2 roots:', roots

  a = (1.5, -2.0)
  b = (0.5, 0.25)
  print '(a,2f9.4)', 'a*b  :', a * b
  print '(a,2f9.4)', 'a/b  :', a / b
  print '(a,2f9.4)', 'a**2 :', a**2
  print '(a,2f9.4)', 'conj :', conjg(a)
  print '(a,f9.4)', 'abs  :', abs(a)
  c = a * 2 + 1.0
  print '(a,2f9.4)', '2a+1 :', c
  c = cmplx(3, 4)
  print '(a,2f9.4)', 'sqrt(3+4i):', sqrt(c)
  print '(a,2f9.4)', 'log(3+4i) :', log(c)
  z = cmplx(a, kind=dp) + (0.0_dp, 1.0_dp)
  print '(a,2f12.6)', 'promoted a + i:', z
  print '(a,2f12.6)', 'i**i:', (0.0_dp, 1.0_dp)**(0.0_dp, 1.0_dp)
  print '(a,l2)', 'a == conjg(conjg(a)):', a == conjg(conjg(a))
  print *, 'list-directed:', cmplx(1.25, -0.5), cmplx(2.0_dp, 3.0_dp, dp)
contains
  subroutine quadratic(qa, qb, qc, r)
    real(dp), intent(in) :: qa, qb, qc
    complex(dp), intent(out) :: r(2)
    complex(dp) :: disc
    disc = sqrt(cmplx(qb * qb - 4 * qa * qc, 0.0_dp, dp))
    r(1) = (-qb + disc) / (2 * qa)
    r(2) = (-qb - disc) / (2 * qa)
  end subroutine quadratic

  complex(dp) function clean(zz)
    complex(dp), intent(in) :: zz
    real(dp) :: re, im
    re = real(zz)
    im = aimag(zz)
    if (abs(re) < 1e-12_dp) re = 0
    if (abs(im) < 1e-12_dp) im = 0
    clean = cmplx(re, im, dp)
  end function clean
end program complex_kinds
