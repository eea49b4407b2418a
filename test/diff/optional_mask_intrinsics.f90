! RUN: %diff-gfortran %s
! An OPTIONAL dummy passed as MASK of FINDLOC, SUM, MAXVAL, MINLOC: when
! it is absent the intrinsic acts as if no MASK were given, and the mask
! is not read (cuf90's FINDLOC read the absent mask: a segfault).
module optional_mask_m
  implicit none
contains
  subroutine show(v, key, m)
    integer, intent(in) :: v(:), key
    logical, intent(in), optional :: m(:)
    print '(a, l2, 5i4)', 'present', present(m), findloc(v, key, dim=1, mask=m), &
      findloc(v, key, dim=1, mask=m, back=.true.), sum(v, mask=m), maxval(v, mask=m), minloc(v, dim=1, mask=m)
  end subroutine
end module

program optional_mask_intrinsics
  use optional_mask_m
  implicit none
  integer :: v(7) = [5, 3, 9, 3, 1, 9, 4]
  logical :: odd(7) = [.true., .false., .true., .false., .true., .false., .true.]
  call show(v, 9)
  call show(v, 3)
  call show(v, 9, odd)
  call show(v, 3, .not. odd)
end program
