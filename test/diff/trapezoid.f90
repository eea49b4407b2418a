! Numerical integration: trapezoid and Simpson rules on polynomials in
! real(8), with step halving until two estimates agree.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program trapezoid
  implicit none
  integer :: n
  real(8) :: t, s, prev

  do n = 2, 32, 10
    print *, n, trap(0.0d0, 2.0d0, n), simpson(0.0d0, 2.0d0, n)
  end do

  n = 1
  prev = trap(0.0d0, 1.0d0, n)
  do
    n = 2 * n
    t = trap(0.0d0, 1.0d0, n)
    if (abs(t - prev) < 1.0d-9) exit
    prev = t
  end do
  print *, 'converged with', n, 'intervals:', t
  s = simpson(0.0d0, 1.0d0, 4)
  print *, 'simpson exact for cubics:', s, abs(s - 0.75d0) < 1.0d-15

contains

  real(8) function g(x)
    real(8), intent(in) :: x
    g = x**3 + 0.5d0 * x
  end function g

  real(8) function trap(a, b, m)
    real(8), intent(in) :: a, b
    integer, intent(in) :: m
    real(8) :: h
    integer :: i
    h = (b - a) / m
    trap = (g(a) + g(b)) / 2
    do i = 1, m - 1
      trap = trap + g(a + i * h)
    end do
    trap = trap * h
  end function trap

  real(8) function simpson(a, b, m)
    real(8), intent(in) :: a, b
    integer, intent(in) :: m
    real(8) :: h
    integer :: i
    h = (b - a) / m
    simpson = g(a) + g(b)
    do i = 1, m - 1
      if (mod(i, 2) == 1) then
        simpson = simpson + 4 * g(a + i * h)
      else
        simpson = simpson + 2 * g(a + i * h)
      end if
    end do
    simpson = simpson * h / 3
  end function simpson
end program trapezoid
