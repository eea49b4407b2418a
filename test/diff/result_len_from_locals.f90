! A function's result length (and result bounds) may inquire about the
! bounds and lengths of its automatic locals, whose own bounds come from
! the dummies: the caller evaluates that chain from its actuals.
! RUN: %diff-gfortran %s
module result_len_from_locals_m
  implicit none
contains
  function digits(x) result(s)
    real, intent(in) :: x(:)
    integer :: i
    real :: w(2:size(x) + 1)
    character(len=3) :: tag(lbound(w, 1):ubound(w, 1) + 1)
    character(len=size(tag) + ubound(w, 1)) :: s
    do i = 1, len(s)
      s(i:i) = achar(mod(i - 1, 10) + iachar('0'))
    end do
  end function

  function stretched(c, n) result(r)
    character(len=*), intent(in) :: c
    integer, intent(in) :: n
    character(len=len(c) * n) :: buf
    character(len=1) :: r(len(buf))
    integer :: i
    do i = 1, size(r)
      r(i) = c(mod(i - 1, len(c)) + 1:mod(i - 1, len(c)) + 1)
    end do
  end function
end module

program result_len_from_locals
  use result_len_from_locals_m
  implicit none
  real :: a(4), b(1)
  print '(A,"|",A,"|")', digits(a), digits(b)
  print *, len(digits(a)), len(digits([a, a]))
  print '(*(A))', stretched('ab', 3)
  print *, size(stretched('xyz', 2)), size(stretched('', 5))
end program
