! Counted DO loops: positive, negative and non-unit steps, zero-trip loops,
! the DO variable after the loop, trip counts fixed at loop entry.
! RUN: %diff-gfortran %s
program do_loops
  implicit none
  integer :: i, j, n, trips
  real :: x

  do i = 1, 5
    print *, 'up', i
  end do
  print *, 'after up', i

  do i = 10, 1, -3
    print *, 'down', i
  end do
  print *, 'after down', i

  trips = 0
  do i = 5, 1
    trips = trips + 1
  end do
  print *, 'zero trip', trips, i

  trips = 0
  do i = 1, 5, -1
    trips = trips + 1
  end do
  print *, 'zero trip negative', trips, i

  ! changing the bound inside the loop does not change the trip count
  n = 3
  trips = 0
  do i = 1, n
    n = n + 1
    trips = trips + 1
  end do
  print *, 'trips', trips, 'n', n

  do i = -6, 6, 4
    print *, 'step 4', i
  end do

  do j = 100, 0, -25
    x = j / 25.0
    print *, j, x
  end do

  ! nested loops: triangular
  trips = 0
  do i = 1, 4
    do j = i, 4
      trips = trips + i * j
    end do
  end do
  print *, 'triangular sum', trips

  do 10 i = 1, 3
    print *, 'labelled', i
10 continue
  do 30 i = 1, 2
    do 20 j = 1, 2
      print *, 'nested labels', i, j
20  continue
30 continue
end program do_loops
