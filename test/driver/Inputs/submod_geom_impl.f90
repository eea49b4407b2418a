submodule (geom) geom_impl
  implicit none
contains
  module procedure area
    a = k * r * r
  end procedure
  module subroutine show(x)
    real, intent(in) :: x
    print '(a,f8.3)', 'x =', x
  end subroutine
  module procedure scale_int
    scale_int = nint(k) * n
  end procedure
end submodule
