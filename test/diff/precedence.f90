! Operator precedence and associativity: unary minus and **, right-associative
! **, left-to-right * and /, integer division inside real expressions,
! relational and logical operators.
! RUN: %diff-gfortran %s
program precedence
  implicit none
  integer :: i, j, k
  real :: x, y

  i = 7; j = 3; k = 2
  print *, -2**2, (-2)**2, 2**3**2, (2**3)**2
  print *, i / j * k, i * k / j, i / (j * k)
  print *, i - j - k, i - (j - k), -i + j, -(i + j)
  print *, i + j * k, (i + j) * k, i + j**k, i * j**k
  print *, 2 * 3 + 4 * 5 - 6 / 2, 10 - 2 * 3**2
  x = 7.0; y = 2.0
  print *, x / y * 2.0, x / (y * 2.0), -x**2, x**(-1)
  ! integer division happens before conversion when both operands are integer
  print *, i / j + x, real(i) / j + x, i / 2 * 2.0, 1 / 2 + 1.0 / 2
  print *, 2.0**(1 / 2), 2.0**(1.0 / 2)
  print *, i > j .and. j > k, .not. i > j, i + 1 > j * 2 .or. k == 0
  print *, i == 7 .eqv. j == 3, i == 7 .neqv. .false.
  print *, mod(i + j, k) * 10 + abs(j - i)
  print *, ((i + j) * (k + 1) - 4) / 2
  print *, -3 / 2, -(3 / 2), (-3) / 2, 3 / (-2)
end program precedence
