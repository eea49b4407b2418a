! Assumed-rank and assumed-type procedures (external, so that either
! compiler may build them): used by ../assumed_rank_body.test.
subroutine ar_show(x)
  implicit none
  real :: x(..)
  select rank (x)
  rank (0)
    print '(a, f6.1)', 'rank 0:', x
  rank (1)
    print '(a, i2, a, 2i3, a, 8f6.1)', 'rank 1: size', size(x), ' bounds', lbound(x), ubound(x), ' values', x
    x(1) = x(1) + 100
  rank (2)
    print '(a, 2i3, a, f7.1)', 'rank 2: shape', shape(x), ' sum', sum(x)
  rank (*)
    print '(a, 2f6.1)', 'assumed size: first two', x(1:2)
  rank default
    print '(a, i2, a, 15i3)', 'rank', rank(x), ' shape', shape(x)
  end select
end subroutine

subroutine ar_alloc(a)
  implicit none
  integer, allocatable :: a(..)
  if (.not. allocated(a)) then
    print '(a, i2)', 'unallocated, rank', rank(a)
    return
  end if
  print '(a, i2, a, 15i3)', 'allocated, rank', rank(a), ' bounds', lbound(a), ubound(a)
  select rank (a)
  rank (1)
    deallocate (a)
    allocate (a(-2:2))
    a = [1, 2, 3, 4, 5]
  end select
end subroutine

! TYPE(*): the address passed on, the size from the descriptor
subroutine at_bytes(x, n)
  implicit none
  type(*), dimension(..) :: x
  integer, intent(out) :: n
  n = int(sizeof(x))
end subroutine

! CHARACTER(*): the length is a hidden argument, as for other dummies
subroutine ar_chars(c)
  implicit none
  character(*) :: c(..)
  select rank (c)
  rank (0)
    print '(a, i2, 3a)', 'chars: len', len(c), ' [', c, ']'
  rank (1)
    print '(a, i2, a, i2, 3a)', 'chars: len', len(c), ' size', size(c), ' last [', c(size(c)), ']'
  end select
end subroutine
