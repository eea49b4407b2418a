! Procedures compiled by one compiler and called from the other's program.
subroutine lib_fill(a, n, base)
  integer, intent(in) :: n
  real(8), intent(out) :: a(n)
  real(8), intent(in) :: base
  integer :: i
  do i = 1, n
    a(i) = base * i
  end do
end subroutine lib_fill

real(8) function lib_sum(a, n)
  integer, intent(in) :: n
  real(8), intent(in) :: a(n)
  integer :: i
  lib_sum = 0
  do i = 1, n
    lib_sum = lib_sum + a(i)
  end do
end function lib_sum

subroutine lib_greet(name, ok)
  character(len=*), intent(in) :: name
  logical, intent(out) :: ok
  print *, 'greetings, ', name, len(name)
  ok = len(name) > 3
end subroutine lib_greet
