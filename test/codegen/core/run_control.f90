! Control flow against gfortran: SELECT CASE (integer values and ranges,
! character, logical), GOTO, computed GOTO, arithmetic IF, named EXIT/CYCLE,
! DO with negative and run-time steps, DO WHILE, BLOCK.
! RUN: %diff-gfortran %s
program run_control
  implicit none
  integer :: i, j, k, n
  character(len=8) :: word
  logical :: flag

  do i = -2, 12, 3
    select case (i)
    case (:0)
      print *, i, 'non-positive'
    case (1, 4)
      print *, i, 'one or four'
    case (5:7)
      print *, i, 'five to seven'
    case default
      print *, i, 'other'
    end select
  end do

  do k = 1, 4
    select case (k)
    case (1)
      word = 'apple'
    case (2)
      word = 'kiwi'
    case (3)
      word = 'zebra'
    case default
      word = 'mango'
    end select
    select case (word)
    case ('apple', 'kiwi')
      print *, trim(word), ' early'
    case ('m':'q')
      print *, trim(word), ' middle'
    case default
      print *, trim(word), ' late'
    end select
  end do

  flag = .false.
  select case (flag)
  case (.true.)
    print *, 'true'
  case (.false.)
    print *, 'false'
  end select

  n = 0
  i = 1
10 continue
  n = n + i
  i = i + 1
  if (i <= 5) goto 10
  print *, 'goto sum', n

  do i = 1, 4
    goto (21, 22, 23) i
    print *, i, 'fell through'
    cycle
21  print *, i, 'label 21'
    cycle
22  print *, i, 'label 22'
    cycle
23  print *, i, 'label 23'
  end do

  do i = -1, 1
    if (i) 31, 32, 33
31  print *, 'negative'
    goto 34
32  print *, 'zero'
    goto 34
33  print *, 'positive'
34  continue
  end do

  n = 0
  outer: do i = 1, 5
    inner: do j = 1, 5
      if (j > i) cycle outer
      if (i * j > 8) exit outer
      n = n + i * j
    end do inner
  end do outer
  print *, 'nested', n, i, j

  k = -3
  n = 0
  do i = 10, 1, k
    n = n + i
  end do
  print *, 'run-time step', n, i
  do i = 5, 1
    print *, 'never'
  end do
  print *, 'empty loop leaves', i

  i = 1
  do while (i < 100)
    i = i * 3
  end do
  print *, 'while', i

  i = 0
  do
    i = i + 1
    if (i == 7) exit
  end do
  print *, 'endless', i

  block
    integer :: local(3)
    local = [1, 2, 3]
    print *, 'block', sum(local)
  end block
end program run_control
