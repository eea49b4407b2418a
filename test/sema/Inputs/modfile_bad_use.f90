program bad_use
  use geom, only: internal_t, vec, scale
  type(vec) :: v
  call scale(v, 'x')
end program
