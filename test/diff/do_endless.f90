! Endless DO with EXIT: searching, reading a sequence until a sentinel.
! RUN: %diff-gfortran %s
program do_endless
  implicit none
  integer :: i, n, found
  integer :: data(12) = [5, 3, 8, 1, 9, 2, 7, -1, 4, 6, 0, 11]

  i = 0
  do
    i = i + 1
    if (i > 100) exit
    if (i * i > 50) exit
  end do
  print *, 'first square above 50:', i, i * i

  ! sum until the sentinel -1
  n = 0
  i = 0
  do
    i = i + 1
    if (data(i) < 0) exit
    n = n + data(i)
  end do
  print *, 'sum before sentinel', n, 'at', i

  ! first power of two above 1000
  n = 1
  do
    n = 2 * n
    if (n > 1000) exit
  end do
  print *, 'power', n

  found = 0
  i = size(data)
  do
    if (i < 1) exit
    if (data(i) == 9) then
      found = i
      exit
    end if
    i = i - 1
  end do
  print *, 'nine at', found
end program do_endless
