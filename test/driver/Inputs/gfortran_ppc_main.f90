program use_pp
  use ppm
  implicit none
  type(holder) :: h
  print *, associated(h%f), associated(h%g)
  call setup(h)
  print *, associated(h%f), h%f(3.5)
  call h%g(4)
  call h%g(5)
  print *, h%n
  h%f => thrice
  print *, h%f(2.0)
contains
  real function thrice(x)
    real, intent(in) :: x
    thrice = 3 * x
  end function
end program
