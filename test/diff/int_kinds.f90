! Integer kinds 1, 2, 4 and 8: arithmetic, huge, kind conversions, printing.
! RUN: %diff-gfortran %s
program int_kinds
  implicit none
  integer(1) :: b
  integer(2) :: s
  integer(4) :: i
  integer(8) :: l
  integer :: k

  b = 100_1
  s = 30000_2
  i = 2000000000
  l = 9000000000000000000_8
  print *, b, s, i, l
  print *, huge(b), huge(s), huge(i), huge(l)
  print *, -huge(b) - 1_1, -huge(s) - 1_2
  print *, kind(b), kind(s), kind(i), kind(l)

  b = b / 3_1
  s = s - 12345_2
  i = i / 7 * 3
  l = l / 1000000_8
  print *, b, s, i, l

  ! mixed kinds promote to the larger kind
  l = i + 1_8 * s
  print *, l
  i = int(l / 2_8)
  print *, i
  s = int(b, 2) * 100_2
  print *, s

  ! integer division truncates toward zero; mod follows the dividend
  do k = -7, 7, 7
    print *, k, k / 2, mod(k, 3), modulo(k, 3)
  end do
  print *, 17 / 5, -17 / 5, 17 / (-5), -17 / (-5)
  print *, mod(17, 5), mod(-17, 5), mod(17, -5)
  print *, 2_8**40, 3**10, (-2)**7
  print *, abs(-5_1), abs(-300_2), abs(-70000), abs(-5000000000_8)
  print *, max(3_2, 9_2, -4_2), min(3_8, 9_8, -4_8)
end program int_kinds
