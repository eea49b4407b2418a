! CLASS(*) pointers to deferred-length CHARACTER targets (scalars and
! arrays, kinds 1 and 4): SELECT TYPE sees the run-time length.
! RUN: %diff-gfortran %s
module csdc_m
  implicit none
contains
  subroutine what(u)
    class(*), intent(in) :: u
    select type (u)
    type is (character(len=*))
      print *, 'len', len(u), ':', u
    type is (character(len=*, kind=4))
      print *, 'kind 4, len', len(u)
    class default
      print *, 'other'
    end select
  end subroutine
end module

program class_star_deferred_char
  use csdc_m
  implicit none
  character(len=8), target :: word = 'abcdefgh'
  character(len=4), target :: list(3) = ['one ', 'two ', 'six ']
  character(len=2, kind=4), target :: wide(2)
  character(len=:), pointer :: d, da(:)
  character(len=:, kind=4), pointer :: w(:)
  class(*), pointer :: u, ua(:)

  wide = [4_'ab', 4_'cd']
  d => word(2:4)
  u => d
  call what(u)
  d => word(3:7)
  u => d
  call what(u)
  call what(d)
  da => list
  ua => da
  select type (ua)
  type is (character(len=*))
    print *, 'array len', len(ua), size(ua), ua
  end select
  w => wide
  ua => w
  select type (ua)
  type is (character(len=*, kind=4))
    print *, 'wide len', len(ua), size(ua)
  end select
end program
