! An absent OPTIONAL scalar MASK passed on to a reduction whose DIM is not
! a constant (a library call): every element is taken.
! RUN: %diff-gfortran %s
module reduce_opt
  implicit none
contains
  subroutine reduce(a, d, m, am)
    integer, intent(in) :: a(:,:), d
    logical, intent(in), optional :: m
    logical, intent(in), optional :: am(:,:)
    print *, maxval(a, dim=d, mask=m), minval(a, dim=d, mask=m)
    print *, sum(a, dim=d, mask=m), product(a, dim=d, mask=m)
    print *, maxloc(a, dim=d, mask=m), minloc(a, dim=d, mask=m)
    print *, findloc(a, 5, dim=d, mask=m)
    print *, maxval(a, dim=d, mask=am), sum(a, dim=d, mask=am)
  end subroutine
end module

program optional_scalar_mask_lib
  use reduce_opt
  implicit none
  integer :: a(3,2) = reshape([4, 9, 5, 1, 5, 7], [3, 2])
  call reduce(a, 1)
  call reduce(a, 2)
  call reduce(a, 1, .true., a > 4)
  call reduce(a, 2, .false., a < 6)
end program
