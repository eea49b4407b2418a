program main
  use generic_more
  implicit none
  integer :: n
  real :: x
  n = 3
  x = 1.5
  call twice(n)
  call twice(x)
  call scale(x)
  call halve(x)
  call halve_real(x)
  print '(i0, 1x, f0.3)', n, x
end program

subroutine twice_int(n)
  integer :: n
  n = 2 * n
end subroutine

subroutine twice_real(x)
  real :: x
  x = 2 * x
end subroutine

subroutine halve_real(x)
  real :: x
  x = x / 2
end subroutine
