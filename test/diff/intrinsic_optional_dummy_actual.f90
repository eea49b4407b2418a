! An OPTIONAL dummy as the actual of an intrinsic's OPTIONAL argument is
! absent when the dummy is: SIZE's DIM, MAX/MIN's third and later
! arguments, INDEX's BACK. (Where gfortran 12 is wrong, ISHFTC's SIZE and
! an elemental MAX, see codegen/core/intrinsic_optional_elemental.f90.)
! RUN: %diff-gfortran %s
program intrinsic_optional_dummy_actual
  implicit none
  integer :: a(2, 5)
  call sizes(a)
  call sizes(a, 2)
  call extremes(4, 9)
  call extremes(4, 9, -3)
  call extremes(4, 9, 12, 1)
  call find('abcabc', 'bc')
  call find('abcabc', 'bc', .true.)
contains
  subroutine sizes(x, d)
    integer, intent(in) :: x(:, :)
    integer, intent(in), optional :: d
    print *, 'size', size(x, dim=d)
  end subroutine

  subroutine extremes(p, q, r, s)
    integer, intent(in) :: p, q
    integer, intent(in), optional :: r, s
    print *, 'max/min', max(p, q, r, s), min(p, q, r, s)
  end subroutine

  subroutine find(s, t, back)
    character(*), intent(in) :: s, t
    logical, intent(in), optional :: back
    print *, 'index', index(s, t, back)
  end subroutine

end program
