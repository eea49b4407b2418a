! sieve.f90 — sieve of Eratosthenes up to 50 million, repeated twice.
! Prints "TIME seconds" and "CHECK count".
program bench_sieve
  implicit none
  integer, parameter :: limit = 50000000
  logical, allocatable :: composite(:)
  integer :: i, j, rep, count
  integer(8) :: t0, t1, rate

  allocate(composite(limit))
  call system_clock(t0, rate)
  do rep = 1, 2
    composite = .false.
    i = 2
    do while (i * i <= limit)
      if (.not. composite(i)) then
        do j = i * i, limit, i
          composite(j) = .true.
        end do
      end if
      i = i + 1
    end do
    count = 0
    do i = 2, limit
      if (.not. composite(i)) count = count + 1
    end do
  end do
  call system_clock(t1)
  print '(A, F12.6)', 'TIME ', real(t1 - t0, 8) / real(rate, 8)
  print '(A, I0)', 'CHECK ', count
end program bench_sieve
