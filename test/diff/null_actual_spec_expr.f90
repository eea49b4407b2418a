! NULL() for an OPTIONAL dummy of a function whose result's shape is
! evaluated at the call: the dummy is absent there too.
! RUN: %diff-gfortran %s
program null_actual_spec_expr
  implicit none
  integer :: a(3)
  a = twice([1, 2, 3], null())
  print *, a
  a = twice([4, 5, 6])
  print *, a
contains
  function twice(x, scale) result(r)
    integer, intent(in) :: x(:)
    integer, intent(in), optional :: scale(:)
    integer :: r(size(x))
    r = 2 * x
    if (present(scale)) r = r * scale
  end function
end program
