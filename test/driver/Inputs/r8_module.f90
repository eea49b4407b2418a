module r8_module
  real :: x = 1.0 / 3.0
  integer :: n = 2147483647
contains
  subroutine bump(v)
    real :: v
    v = v + 1
  end subroutine
end module
