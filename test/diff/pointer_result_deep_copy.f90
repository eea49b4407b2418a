! Intrinsic assignment from a POINTER function result of a derived type
! with allocatable components copies the target's components deeply (the
! result is the target, not a temporary the assignment may take over):
! changing the target afterwards leaves the variable alone. Type-bound,
! module and internal functions; scalar and array elements.
! RUN: %diff-gfortran %s
module ptr_result_m
  implicit none
  type :: rec
    integer, allocatable :: v(:)
  end type
  type :: finder
    type(rec), pointer :: hit => null()
  contains
    procedure :: find
  end type
contains
  function find(self, r) result(p)
    class(finder), intent(in) :: self
    type(rec), target :: r
    type(rec), pointer :: p
    p => r
  end function
  function first(rs) result(p)
    type(rec), target :: rs(:)
    type(rec), pointer :: p
    p => rs(1)
  end function
end module

program pointer_result_deep_copy
  use ptr_result_m
  implicit none
  type(finder) :: f
  type(rec), target :: t, ts(2)
  type(rec) :: x, y(2)
  t%v = [1, 2]
  x = f%find(t)
  t%v = [3, 4, 5]
  print *, x%v, '|', t%v
  ts(1)%v = [7]
  ts(2)%v = [8, 9]
  y(2) = first(ts)
  ts(1)%v(1) = 70
  print *, y(2)%v, '|', ts(1)%v
  x = own(t)
  t%v(1) = -1
  print *, x%v
contains
  function own(r) result(p)
    type(rec), target :: r
    type(rec), pointer :: p
    p => r
  end function
end program
