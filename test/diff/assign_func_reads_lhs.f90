! Array assignment whose right-hand side calls a function that reads the
! target variable itself (by host or use association): every element sees
! the old values, so the right-hand side is staged.
! RUN: %diff-gfortran %s
module afr_data
  implicit none
  real :: shared(4) = [1.0, 2.0, 3.0, 4.0]
contains
  elemental real function others(k, x)
    integer, intent(in) :: k
    real, intent(in) :: x
    others = x + sum(shared) - shared(k)
  end function
end module

program assign_func_reads_lhs
  use afr_data
  implicit none
  integer :: k, idx(4) = [1, 2, 3, 4]
  real :: v(4) = [10.0, 20.0, 30.0, 40.0]

  v = rest(idx, v)
  print *, v
  shared = others(idx, shared)
  print *, shared
  v = [10.0, 20.0, 30.0, 40.0]
  v = idx + total(0) - v
  print *, v
  v = [10.0, 20.0, 30.0, 40.0]
  v = [(first() + k, k = 1, 4)]
  print *, v
contains
  elemental real function rest(k, x)
    integer, intent(in) :: k
    real, intent(in) :: x
    rest = x + sum(v(:k-1)) + sum(v(k+1:))
  end function
  elemental real function total(k)
    integer, intent(in) :: k
    total = k + sum(v)
  end function
  pure real function first()
    first = v(1)
  end function
end program
