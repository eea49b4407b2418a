module kernels
contains
  attributes(global) subroutine scale(a, s, n)
    integer, value :: n
    real, value :: s
    real, device :: a(n)
    integer :: i
    i = (blockidx%x - 1) * blockdim%x + threadidx%x
    if (i <= n) a(i) = a(i) * s
  end subroutine scale
end module kernels
