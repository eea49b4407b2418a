! -fmax-stack-var-size=N: a local array larger than N bytes is static in a
! procedure not RECURSIVE, so it keeps its values between calls, and a
! -finit-integer value is its initializer, given once (as gfortran).
! RUN: %diff-gfortran -fmax-stack-var-size=8 -finit-integer=77 %s
integer function swap(i, val)
  integer, intent(in) :: i, val
  integer :: hist(4)
  swap = hist(i)
  hist(i) = val
end function

program fmax_stack_var_size
  integer :: swap
  print *, swap(1, 5), swap(1, 10), swap(2, 3), swap(1, 0), swap(2, 1)
end program
