! Array constructors with a derived type-spec: [t :: ...] and (/ t :: ... /),
! of variables, structure constructors, an implied-DO, and empty.
! RUN: %diff-gfortran %s
program array_ctor_derived_spec
  implicit none
  type pt
    integer :: i
    real :: x
  end type
  type(pt) :: a = pt(1, 1.5), b = pt(2, 2.5)
  type(pt), allocatable :: v(:)
  integer :: k
  v = [pt :: a, b, pt(3, 3.5)]
  print *, size(v), v%i, v%x
  v = (/ pt :: (pt(k, 0.5 * k), k = 4, 6) /)
  print *, size(v), v%i, v%x
  v = [pt ::]
  print *, size(v)
end program
