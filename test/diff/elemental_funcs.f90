! ELEMENTAL and PURE procedures: applied to scalars and element by element
! to arrays; an elemental subroutine.
! RUN: %diff-gfortran %s
module elem_ops
  implicit none
contains
  elemental real function fahrenheit(c)
    real, intent(in) :: c
    fahrenheit = c * 9.0 / 5.0 + 32.0
  end function fahrenheit

  elemental integer function collatz_steps(n)
    integer, intent(in) :: n
    integer :: m
    m = n
    collatz_steps = 0
    do while (m > 1)
      if (mod(m, 2) == 0) then
        m = m / 2
      else
        m = 3 * m + 1
      end if
      collatz_steps = collatz_steps + 1
    end do
  end function collatz_steps

  elemental subroutine clip(x, lo, hi)
    real, intent(inout) :: x
    real, intent(in) :: lo, hi
    if (x < lo) x = lo
    if (x > hi) x = hi
  end subroutine clip

  pure integer function triangle(n)
    integer, intent(in) :: n
    triangle = n * (n + 1) / 2
  end function triangle
end module elem_ops

program elemental_funcs
  use elem_ops
  implicit none
  real :: temps(5) = [-40.0, 0.0, 37.0, 100.0, 21.5]
  real :: f(5)
  integer :: starts(6) = [1, 2, 3, 6, 7, 27]
  integer :: steps(6)
  integer :: i

  print *, fahrenheit(100.0)
  f = fahrenheit(temps)
  print *, f
  steps = collatz_steps(starts)
  print *, steps
  print *, collatz_steps(97)
  call clip(f, 30.0, 100.0)
  print *, f
  do i = 1, 5
    print *, i, triangle(i)
  end do
end program elemental_funcs
