program use_shapes
  use shapes
  implicit none
  print *, 'area', int(circle_area(2.0))
end program use_shapes
