! Sieve of Eratosthenes with a LOGICAL array; prime counting, twin primes,
! the largest prime gap below the limit.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program sieve
  implicit none
  integer, parameter :: limit = 1000
  logical :: is_prime(limit)
  integer :: i, j, count, twins, last, gap, gap_at

  is_prime = .true.
  is_prime(1) = .false.
  do i = 2, limit
    if (i * i > limit) exit
    if (is_prime(i)) then
      do j = i * i, limit, i
        is_prime(j) = .false.
      end do
    end if
  end do

  count = 0
  do i = 1, limit
    if (is_prime(i)) count = count + 1
  end do
  print *, 'primes below', limit, ':', count

  print *, 'first twenty:'
  j = 0
  do i = 2, limit
    if (is_prime(i)) then
      j = j + 1
      print *, j, i
      if (j == 20) exit
    end if
  end do

  twins = 0
  do i = 3, limit - 2, 2
    if (is_prime(i) .and. is_prime(i + 2)) twins = twins + 1
  end do
  print *, 'twin prime pairs:', twins

  last = 2
  gap = 0
  gap_at = 0
  do i = 3, limit
    if (is_prime(i)) then
      if (i - last > gap) then
        gap = i - last
        gap_at = last
      end if
      last = i
    end if
  end do
  print *, 'largest gap', gap, 'after', gap_at
end program sieve
