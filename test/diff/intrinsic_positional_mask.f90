! A positional LOGICAL second argument of SUM, PRODUCT, MAXVAL, MINVAL,
! MAXLOC and MINLOC is the MASK, a scalar one too; RESHAPE takes SHAPE(a),
! LBOUND(a) or UBOUND(a) of an array of known rank as its SHAPE; a
! procedure may have IMPLICIT statements under its host's IMPLICIT NONE.
! RUN: %diff-gfortran %s
module ipm
  implicit none
contains
  integer function total(v, keep)
    integer, intent(in) :: v(:)
    logical, intent(in) :: keep
    total = sum(v, keep) + product(v, keep)
  end function total
  function twice(n)
    implicit integer (n)
    implicit real (t)
    real :: twice
    t = 2
    twice = t * n
  end function twice
end module ipm

program intrinsic_positional_mask
  use ipm
  implicit none
  integer :: a(2, 3), b(3, 2), i
  character(4) :: w(3) = ['pear', 'fig ', 'lime']
  logical :: yes = .true., no = .false.
  a = reshape([(i * 3 - 7, i = 1, 6)], [2, 3])
  print *, sum(a, a > 0), product(a, no), maxval(a, yes), minval(a, no)
  print *, maxloc(a, yes), minloc(a, a > -3), maxloc(a, no)
  print *, maxval(w, yes), ' ', minval(w, w /= 'fig '), ' ', maxloc(w, no)
  print *, total([1, 2, 3, 4], .true.), total([1, 2, 3, 4], .false.)
  b = reshape(a, shape(b))
  print *, b
  print *, reshape(b, ubound(a)), reshape([1, 2, 3, 4, 5, 6], lbound(a) + [1, 2])
  print *, twice(21)
end program intrinsic_positional_mask
