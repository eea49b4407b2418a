! An absent OPTIONAL dummy passed on as the MASK of SUM, MAXVAL, MINVAL,
! PRODUCT or MAXLOC (positionally or by keyword) means no mask.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
module optional_absent_mask_m
contains
  function s1(v, m)
    integer, intent(in) :: v(:)
    logical, intent(in), optional :: m(:)
    integer :: s1
    s1 = sum(v, m) + maxval(v, m) * 100
  end function
  function s2(v, m)
    real, intent(in) :: v(:,:)
    logical, intent(in), optional :: m
    real :: s2
    s2 = minval(v, m) + product(v, mask=m)
  end function
  function s3(v, m)
    integer, intent(in) :: v(:)
    logical, intent(in), optional :: m(:)
    integer :: s3(1)
    s3 = maxloc(v, m)
  end function
end module
program optional_absent_mask
  use optional_absent_mask_m
  integer :: v(4) = [3, 9, 2, 5]
  real :: w(2,2) = reshape([1., 2., 3., 4.], [2,2])
  print *, s1(v), s1(v, v < 5), s2(w), s2(w, .false.), s3(v), s3(v, v < 9)
end
