! BLOCK constructs: local declarations that shadow outer names, nested
! blocks, EXIT from a named block, a block inside a loop.
! RUN: %diff-gfortran %s
program block_construct
  implicit none
  integer :: i, x
  x = 1
  print *, 'outer x', x
  block
    integer :: x
    real :: y
    x = 10
    y = 2.5
    print *, 'block x', x, 'y', y
    block
      integer :: z
      z = x * 2
      print *, 'inner z', z
    end block
  end block
  print *, 'outer x again', x

  do i = 1, 3
    block
      integer :: sq
      sq = i * i
      print *, 'square', i, sq
    end block
  end do

  search: block
    integer :: k
    do k = 1, 100
      if (k * k > 30) then
        print *, 'first k with k*k > 30:', k
        exit search
      end if
    end do
    print *, 'not reached'
  end block search

  block
    character(len=5) :: tag
    tag = 'temp'
    x = x + len_trim(tag)
  end block
  print *, 'x after block', x
end program block_construct
