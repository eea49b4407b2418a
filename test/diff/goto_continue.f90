! GO TO and CONTINUE: loops written with labels, a jump out of nested loops,
! a computed-style dispatch with IF and GO TO.
! RUN: %diff-gfortran %s
program goto_continue
  implicit none
  integer :: i, j, n, total

  ! a loop built from a label and GO TO
  i = 1
  total = 0
10 continue
  total = total + i
  i = i + 1
  if (i <= 10) go to 10
  print *, 'sum 1..10 =', total

  ! leave two loops at once
  do i = 1, 9
    do j = 1, 9
      if (i * j == 42) goto 20
    end do
  end do
20 continue
  print *, 'first product 42:', i, j

  ! skip forward
  n = 0
  do i = 1, 6
    if (mod(i, 3) == 0) goto 30
    n = n + i
30  continue
  end do
  print *, 'sum without multiples of 3:', n

  ! dispatch
  do i = 1, 3
    if (i == 1) goto 101
    if (i == 2) goto 102
    print *, 'case other'
    goto 199
101 print *, 'case one'
    goto 199
102 print *, 'case two'
199 continue
  end do
  print *, 'end'
end program goto_continue
