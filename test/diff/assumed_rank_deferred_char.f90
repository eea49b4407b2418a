! A CHARACTER(:) ALLOCATABLE scalar passed to an assumed-rank dummy: its
! length goes with it (by reference to a CHARACTER(:) dummy, by value to
! CHARACTER(*)), and SELECT RANK's RANK (0) sees it; also passed on from
! a deferred-length dummy.
! RUN: %diff-gfortran %s
program assumed_rank_deferred_char
  implicit none
  character(:), allocatable :: s, v(:)
  allocate (s, source='scalar-7')
  allocate (v, source=['abc', 'def', 'ghi'])
  call deferred_ar(s, v)
  call deferred_ar(v, s)
  call star_ar(s)
  call star_ar(v)
  call pass_on(s, v)
  call deferred_ar()
contains
  subroutine deferred_ar(a, b)
    character(:), allocatable, optional :: a(..), b(..)
    if (.not. present(a)) then
      print *, 'absent'
      return
    end if
    call show(a)
    call show(b)
  end subroutine

  subroutine show(x)
    character(:), allocatable :: x(..)
    select rank (x)
    rank (0)
      print '(A,I0,3A)', 'rank 0, len ', len(x), ' [', x, ']'
    rank (1)
      print '(A,I0,A,I0,*(1X,A))', 'rank 1, len ', len(x), ', size ', size(x), x
    rank default
      print *, 'other rank'
    end select
  end subroutine

  subroutine star_ar(x)
    character(*) :: x(..)
    select rank (x)
    rank (0)
      print '(A,I0,3A)', 'star rank 0, len ', len(x), ' [', x, ']'
    rank (1)
      print '(A,I0,A,I0)', 'star rank 1, len ', len(x), ', size ', size(x)
    end select
  end subroutine

  subroutine pass_on(a, b)
    character(:), allocatable :: a, b(:)
    call deferred_ar(b, a)
    call star_ar(a)
  end subroutine
end program
