! Nested WHERE constructs and WHERE statements inside WHERE branches: the
! inner masks apply only where the enclosing branch holds; every
! assignment's values are computed before any is stored, so a right side
! that reads the target through an overlapping section, an EQUIVALENCE
! partner or a reduction sees the old values.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program where_nested
  implicit none
  integer :: a(8), b(8), k
  integer :: e(4), f(3), g(3)
  real :: x(2,3), y(2,3)
  equivalence (e(1), f(1)), (e(2), g(1))

  a = [(k, k = 1, 8)]
  b = [0, 1, 2, 0, 1, 2, 0, 1]
  where (a > 2)
    where (b == 0)
      a = -a
    elsewhere (b == 1)
      a = a * 10
    elsewhere
      a = a + 100
    end where
    b = b + 5
  elsewhere
    where (b /= 0) a = 0
    b = -1
  end where
  print '(8I5)', a
  print '(8I5)', b

  ! the reduction and the shifted section read the values before the WHERE
  a = [(k, k = 1, 8)]
  where (a > 4) a = a + sum(a)
  print '(8I5)', a
  a = [(k, k = 1, 8)]
  where (a(1:7) > 0) a(2:8) = a(1:7)
  print '(8I5)', a

  ! storage shared through EQUIVALENCE
  e = [1, 2, 3, 4]
  where (f > 1) g = f
  print '(4I5)', e
  e = [1, 2, 3, 4]
  where (f > 0)
    where (g > 2) g = f * 7
  end where
  print '(4I5)', e

  ! rank 2, three levels, the middle one with a masked ELSEWHERE only
  x = reshape([1., -2., 3., -4., 5., -6.], [2, 3])
  y = 0
  where (x > -5.)
    where (x > 0.)
      where (x > 2.)
        y = x * 2.
      elsewhere
        y = x
      end where
    elsewhere (x < -3.)
      y = -x
    end where
  end where
  print '(6F6.1)', y
end program where_nested
