! A CHARACTER(len=n) dummy has its declared length, not the actual's; a
! CHARACTER(len=n) POINTER local has its declared length before it is
! associated. With -fcheck=bounds a shorter actual stops with gfortran's
! message (see test/codegen/core/fcheck_strlen.f90).
! RUN: %diff-gfortran %s
module char_dummy_len_m
contains
  subroutine show(s, n)
    integer, intent(in) :: n
    character(len=n) :: s
    print '(i3, 3a)', len(s), '[', s, ']'
  end subroutine show
  subroutine plen(p)
    character(len=*), pointer :: p
    print *, len(p)
  end subroutine plen
  subroutine locals(n)
    integer, intent(in) :: n
    character(len=n), pointer :: p
    character(len=n), target :: t
    call plen(p)
    t = 'abcdefghij'
    p => t
    call plen(p)
    print *, p
  end subroutine locals
end module char_dummy_len_m

program char_dummy_len
  use char_dummy_len_m
  call show('abcdef', 4)
  call show('xy', 2)
  call locals(7)
end program char_dummy_len
