! Conway's game of life and a heat-diffusion stencil written with whole-
! array operations: CSHIFT and EOSHIFT neighbour sums, WHERE/ELSEWHERE
! with nested masks, FORALL with a mask, COUNT/ANY/ALL, MERGE, and
! printing the board with an implied-DO over a character array.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
program life_where
  implicit none
  integer, parameter :: n = 12
  logical :: board(n, n), new(n, n)
  integer :: nb(n, n), gen, i, j
  real :: t(0:n + 1, 0:n + 1), tn(n, n)
  character(len=n) :: row

  board = .false.
  board(2, 3) = .true.; board(3, 4) = .true.; board(4, 2:4) = .true.     ! glider
  board(8, 8:10) = .true.                                                 ! blinker
  board(10:11, 2:3) = .true.                                              ! block
  do gen = 0, 8
    if (mod(gen, 4) == 0) then
      print '(a,i0,a,i0)', 'generation ', gen, ' alive ', count(board)
      do i = 1, n
        forall (j = 1:n) row(j:j) = merge('#', '.', board(i, j))
        print '(a)', row
      end do
    end if
    nb = 0
    do j = -1, 1
      do i = -1, 1
        if (i == 0 .and. j == 0) cycle
        nb = nb + merge(1, 0, cshift(cshift(board, i, 1), j, 2))
      end do
    end do
    where (board)
      new = nb == 2 .or. nb == 3
    elsewhere
      new = nb == 3
    end where
    board = new
  end do
  print '(a,l2,l2)', 'any on the border / all dead:', any(board(1, :)) .or. any(board(n, :)), all(.not. board)

  ! heat: fixed hot left edge, insulated elsewhere via EOSHIFT boundaries
  t = 0
  t(1:n, 0) = 100
  do gen = 1, 200
    tn = 0.25 * (t(0:n - 1, 1:n) + t(2:n + 1, 1:n) + t(1:n, 0:n - 1) + t(1:n, 2:n + 1))
    where (tn > 99.0)
      tn = 99.0
    elsewhere (tn < 1e-3)
      tn = 0
    end where
    t(1:n, 1:n) = tn
  end do
  print '(a)', 'temperature, row 6:'
  print '(6f9.4)', t(6, 1:n)
  print '(a,f9.4,a,i0)', 'max interior:', maxval(t(1:n, 1:n)), ' cells above 10: ', count(t(1:n, 1:n) > 10)
  forall (i = 1:n, j = 1:n, t(i, j) < 1.0) t(i, j) = -1
  print '(a,i0)', 'cold cells marked: ', count(t(1:n, 1:n) == -1)
  print '(12i3)', nint(eoshift(t(6, 1:n), 3, boundary=-5.0))
end program life_where
