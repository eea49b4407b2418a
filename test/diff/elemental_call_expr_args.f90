! An array expression passed to an elemental subroutine is a value computed
! before any of the element calls, even when another argument (INTENT(OUT)
! or INOUT) overlaps what the expression reads.
! RUN: %diff-gfortran %s
program elemental_call_expr_args
  implicit none
  integer :: m(3,4), k
  real :: r(5)

  m = reshape([(k, k = 1, 12)], [3, 4])
  call put(m(2:, 1), sum(m(:2, :), 2))
  print *, m(:, 1)

  m = reshape([(k, k = 1, 12)], [3, 4])
  call put(m(2:3, 2), m(1:2, 2) * 10)
  print *, m(:, 2)

  m = reshape([(k, k = 1, 12)], [3, 4])
  call put(src=m(1:2, 3) + m(2:3, 3), dst=m(2:3, 3))
  print *, m(:, 3)

  r = [1.0, 2.0, 3.0, 4.0, 5.0]
  call accumulate(r(2:), r(:4) + 0.5)
  print *, r

  m = reshape([(k, k = 1, 12)], [3, 4])
  call put(m(:, 4), maxval(m, 2) - m(:, 4))
  print *, m(:, 4)
contains
  elemental subroutine put(dst, src)
    integer, intent(out) :: dst
    integer, intent(in) :: src
    dst = src
  end subroutine

  elemental subroutine accumulate(acc, x)
    real, intent(inout) :: acc
    real, intent(in) :: x
    acc = acc + x
  end subroutine
end program
