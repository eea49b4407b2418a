! EXIT and CYCLE with and without construct names in nested loops.
! RUN: %diff-gfortran %s
program named_exit_cycle
  implicit none
  integer :: i, j, k, count

  outer: do i = 1, 5
    inner: do j = 1, 5
      if (j > i) cycle outer
      if (i * j == 12) exit outer
      if (mod(j, 2) == 0) cycle inner
      print *, 'pair', i, j
    end do inner
  end do outer
  print *, 'stopped at', i, j

  ! pythagorean triples with an early exit from three levels
  count = 0
  triples: do i = 1, 30
    do j = i, 30
      do k = j, 30
        if (i*i + j*j == k*k) then
          count = count + 1
          print *, 'triple', i, j, k
          if (count == 4) exit triples
        end if
      end do
    end do
  end do triples
  print *, 'found', count

  ! unnamed cycle and exit apply to the innermost loop
  do i = 1, 3
    do j = 1, 10
      if (j == 2) cycle
      if (j > 3) exit
      print *, 'innermost', i, j
    end do
  end do

  ! a named do while
  i = 0
  w: do while (i < 100)
    i = i + 7
    if (mod(i, 5) == 0) exit w
  end do w
  print *, 'multiple of 5 and 7:', i
end program named_exit_cycle
