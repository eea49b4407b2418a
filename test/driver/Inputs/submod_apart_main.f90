! submodule_apart.test: the program
program main
  use shapes
  type(point) :: q
  real :: w(3) = [1., 2., 3.]
  print *, area(1.0), area(2.0), counter
  q = point(1.5, 2.5)
  call describe(q, 3)
  call scale_all(w)
  print *, w
  call describe(q, 4)
end program
