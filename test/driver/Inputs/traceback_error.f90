program traceback_error
  real, allocatable :: a(:)
  allocate (a(3))
  call again(a)
contains
  subroutine again(x)
    real, allocatable :: x(:)
    allocate (x(4))
  end subroutine
end program
