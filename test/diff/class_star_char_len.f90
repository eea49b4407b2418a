! ALLOCATE of CLASS(*) scalars and arrays as CHARACTER of a length known
! only at run time, from a type-spec (character(n) :: u) or SOURCE=: the
! runtime's vtable of that length, so SELECT TYPE's CHARACTER(*) arm sees
! the length, and SOURCE= copies the characters.
! RUN: %diff-gfortran %s
program class_star_char_len
  implicit none
  class(*), allocatable :: u, v, w(:)
  integer :: n
  character(:), allocatable :: s
  n = 7
  allocate(character(n) :: u)
  select type (u)
  type is (character(*))
    u = 'abcdefghij'
    print *, len(u), '[', u, ']'
  class default
    print *, 'default'
  end select
  s = 'hello world'
  call pick(s, 5)
contains
  subroutine pick(t, m)
    character(*), intent(in) :: t
    integer, intent(in) :: m
    allocate(v, source=t)
    select type (v)
    type is (character(*))
      print *, len(v), '[', v, ']'
    end select
    allocate(w(2), source=[t(1:m), t(m+1:2*m)])
    select type (w)
    type is (character(*))
      print *, len(w), '[', w(1), '|', w(2), ']'
    end select
  end subroutine
end program
