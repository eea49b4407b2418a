program f2c_main
  use f2c_mod
  real half_of, plain
  complex swap_parts
  double complex dscaled
  double precision dtwice
  integer isq
  external half_of, swap_parts, dscaled, dtwice, isq, plain
  print *, half_of(3.0), plain(2.0)
  print *, swap_parts((1.0, 2.0))
  print *, dscaled((1d0, -1d0), 3d0)
  print *, dtwice(1.25d0), isq(7)
  print *, mod_conj((4.0, 5.0))
  call pass(half_of, swap_parts)
contains
  subroutine pass(f, g)
    real, external :: f
    complex, external :: g
    print *, f(10.0), g((7.0, 8.0))
  end
end
