! Polynomial root finding: Durand-Kerner (Weierstrass) iteration in
! complex(8) for all roots, Newton polishing with Horner evaluation of p
! and p', deflation, and a complex(4) check of the results.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module poly_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  ! p(z) and p'(z) by Horner; c(1) is the leading coefficient.
  pure subroutine horner(c, z, p, dp_dz)
    complex(dp), intent(in) :: c(:), z
    complex(dp), intent(out) :: p, dp_dz
    integer :: i
    p = c(1)
    dp_dz = (0.0_dp, 0.0_dp)
    do i = 2, size(c)
      dp_dz = dp_dz * z + p
      p = p * z + c(i)
    end do
  end subroutine horner

  subroutine durand_kerner(c, roots, iters)
    complex(dp), intent(in) :: c(:)
    complex(dp), intent(out) :: roots(size(c) - 1)
    integer, intent(out) :: iters
    complex(dp) :: mon(size(c)), p, d, den, old(size(c) - 1)
    integer :: i, j, n
    n = size(c) - 1
    mon = c / c(1)
    do i = 1, n
      roots(i) = (0.4_dp, 0.9_dp)**(i - 1)
    end do
    do iters = 1, 500
      old = roots
      do i = 1, n
        call horner(mon, roots(i), p, d)
        den = (1.0_dp, 0.0_dp)
        do j = 1, n
          if (j /= i) den = den * (roots(i) - roots(j))
        end do
        roots(i) = roots(i) - p / den
      end do
      if (maxval(abs(roots - old)) < 1.0e-14_dp) exit
    end do
  end subroutine durand_kerner

  ! Synthetic division by (z - r).
  function deflate(c, r) result(q)
    complex(dp), intent(in) :: c(:), r
    complex(dp) :: q(size(c) - 1)
    integer :: i
    q(1) = c(1)
    do i = 2, size(c) - 1
      q(i) = c(i) + r * q(i-1)
    end do
  end function deflate
end module poly_mod

program poly_roots
  use poly_mod
  implicit none
  complex(dp) :: c(6), roots(5), p, d, q(5)
  complex(kind(1.0)) :: cs(6), zs, ps
  real(dp) :: re(5), im(5), t
  integer :: iters, i, j

  ! (z-1)(z+2)(z-3)(z^2+1) = z^5 - 2z^4 - 4z^3 + 4z^2 - 5z + 6
  c = [(1.0_dp, 0.0_dp), (-2.0_dp, 0.0_dp), (-4.0_dp, 0.0_dp), (4.0_dp, 0.0_dp), &
       (-5.0_dp, 0.0_dp), (6.0_dp, 0.0_dp)]
  call durand_kerner(c, roots, iters)
  print '(a,l1)', 'converged: ', iters < 500
  do i = 1, 5
    call horner(c, roots(i), p, d)
    roots(i) = roots(i) - p / d
  end do
  re = nint(real(roots) * 1.0e8_dp) / 1.0e8_dp
  im = nint(aimag(roots) * 1.0e8_dp) / 1.0e8_dp
  do i = 1, 4
    do j = i + 1, 5
      if (re(j) < re(i) .or. (re(j) == re(i) .and. im(j) < im(i))) then
        t = re(i); re(i) = re(j); re(j) = t
        t = im(i); im(i) = im(j); im(j) = t
      end if
    end do
  end do
  print '(a)', 'roots:'
  do i = 1, 5
    print '(2f12.6)', re(i) + 0.0_dp, im(i) + 0.0_dp
  end do
  q = deflate(c, (3.0_dp, 0.0_dp))
  print '(a,5(" (",f5.1,",",f5.1,")"))', 'p/(z-3): ', q
  cs = cmplx(c, kind=kind(1.0))
  zs = (0.0, 1.0)
  ps = cs(1)
  do i = 2, 6
    ps = ps * zs + cs(i)
  end do
  print '(a,2f8.3)', 'p(i) in single precision:', ps
  print '(a,2f8.3)', 'p(1+i):', horner_val(c, (1.0_dp, 1.0_dp))
  print '(a,f10.4)', '|p(2i)|:', abs(horner_val(c, (0.0_dp, 2.0_dp)))
contains
  complex(dp) function horner_val(cc, z)
    complex(dp), intent(in) :: cc(:), z
    complex(dp) :: dd
    call horner(cc, z, horner_val, dd)
  end function horner_val
end program poly_roots
