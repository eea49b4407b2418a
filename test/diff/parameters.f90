! Named constants (PARAMETER): scalars, kinds from selected_*_kind, constant
! expressions, parameter arrays and character parameters.
! RUN: %diff-gfortran %s
program parameters
  implicit none
  integer, parameter :: ik = selected_int_kind(15)
  integer, parameter :: rk = selected_real_kind(12)
  integer, parameter :: n = 5, m = 2 * n + 1
  integer(ik), parameter :: big = 2_ik**50
  real(rk), parameter :: pi = 3.14159265358979_rk
  real(rk), parameter :: two_pi = 2 * pi
  real, parameter :: half = 1.0 / 2
  character(len=*), parameter :: greeting = 'Hi there'
  character(len=3), parameter :: code = 'XYZW'
  logical, parameter :: debug = .false.
  integer, parameter :: squares(5) = [1, 4, 9, 16, 25]
  integer, parameter :: total = n * (n + 1) / 2
  real(rk) :: area
  integer :: i

  print *, ik, rk, n, m
  print *, big
  print *, pi, two_pi, half
  print *, greeting, len(greeting), '[', code, ']'
  print *, debug, total
  print *, squares
  do i = 1, n
    print *, i, squares(i), squares(i) - i * i
  end do
  area = pi * 2.0_rk**2
  print *, 'area', area
  if (.not. debug) print *, 'release build'
  print *, m / n, mod(m, n), real(m, rk) / n
end program parameters
