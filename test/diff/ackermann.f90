! Deep recursion: the Ackermann function, the Towers of Hanoi (recursive
! subroutine with a move counter), and mutual recursion (even/odd).
! RUN: %diff-gfortran %s
program ackermann
  implicit none
  integer :: m, n, moves

  do m = 0, 3
    do n = 0, 3
      print *, 'A(', m, ',', n, ') =', ack(m, n)
    end do
  end do

  moves = 0
  call hanoi(3, 1, 3, 2, moves, .true.)
  print *, 'moves for 3 disks:', moves
  moves = 0
  call hanoi(10, 1, 3, 2, moves, .false.)
  print *, 'moves for 10 disks:', moves

  do n = 0, 5
    print *, n, is_even(n), is_odd(n)
  end do

contains

  recursive integer function ack(a, b) result(r)
    integer, intent(in) :: a, b
    if (a == 0) then
      r = b + 1
    else if (b == 0) then
      r = ack(a - 1, 1)
    else
      r = ack(a - 1, ack(a, b - 1))
    end if
  end function ack

  recursive subroutine hanoi(k, from, to, via, count, show)
    integer, intent(in) :: k, from, to, via
    integer, intent(inout) :: count
    logical, intent(in) :: show
    if (k == 0) return
    call hanoi(k - 1, from, via, to, count, show)
    count = count + 1
    if (show) print *, 'move disk', k, 'from', from, 'to', to
    call hanoi(k - 1, via, to, from, count, show)
  end subroutine hanoi

  recursive logical function is_even(k) result(r)
    integer, intent(in) :: k
    if (k == 0) then
      r = .true.
    else
      r = is_odd(k - 1)
    end if
  end function is_even

  recursive logical function is_odd(k) result(r)
    integer, intent(in) :: k
    if (k == 0) then
      r = .false.
    else
      r = is_even(k - 1)
    end if
  end function is_odd
end program ackermann
