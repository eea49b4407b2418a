program p
  use geom
  implicit none
  call show(area(2.0))
  print '(i0)', scale(5)
end program
