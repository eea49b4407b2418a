! WHERE masks are evaluated once, before the construct's assignments, also
! when an assignment changes a mask's operands (ELSEWHERE sees the old mask).
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program w
  integer :: iv(5), i, m(3,4)
  real :: a(6)
  iv = (/ (i*i - 6, i = 1, 5) /)
  where (iv < 0)
    iv = -iv
  elsewhere
    iv = iv * 10
  end where
  print *, iv
  m = reshape([(i - 6, i = 1, 12)], [3, 4])
  where (m > 2)
    m = 0
  elsewhere (m < -2)
    m = m + 100
  elsewhere
    m = 7
  end where
  print *, m
  a = [1., -2., 3., -4., 5., -6.]
  where (a > 0) a = sqrt(a)
  print *, a
  where (a < 0)
    a = -a
    a = a * 2
  end where
  print *, a
end program
