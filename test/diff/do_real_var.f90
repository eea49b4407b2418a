! A REAL DO variable (a deleted feature gfortran still runs): the loop
! runs max(INT((stop - start + step) / step), 0) times, the variable
! stepped after each iteration; CYCLE and EXIT; zero-trip loops.
! RUN: %diff-gfortran -w %s
! RUN: %diff-gfortran -w -O2 %s
program do_real_var
  implicit none
  real :: x, s
  double precision :: d
  integer :: n
  s = 0
  n = 0
  do x = 0.5, 3.0, 0.5
    s = s + x
    n = n + 1
  end do
  print *, s, n, x
  do x = 10.0, 1.0, -2.5
    if (x < 4.0) exit
    if (x > 9.0) cycle
    print *, x
  end do
  print *, x
  n = 0
  do x = 1.0, 0.0
    n = n + 1
  end do
  print *, n, x
  do d = 1d0, 2d0, 0.25d0
    print *, d
  end do
  print *, d
end program do_real_var
